import { z } from 'zod';
import { multilineText, text } from './fields';
import { route } from './route';
import { IdParams } from './users.contract';

/**
 * Issue 19 item 4: OpenPGP for bank files (/app/agentPanel/encryption, administrators). The organisation's
 * key pairs are made on the server (the private key never leaves it); the banks' public keys are pasted or
 * uploaded as armoured text. Import decrypts .pgp/.gpg/.asc files with the organisation's keys and checks
 * their signatures against the banks' keys; exports may be encrypted to a bank's key.
 */

export const PgpOrgKey = z.object({
  id: z.string(),
  fingerprint: z.string(),
  userId: z.string(),
  algorithm: z.string(),
  /** The key banks should encrypt to now; older ones only decrypt older files. */
  current: z.boolean(),
  createdAt: z.string(),
  /** null = the key never expires. */
  expiresAt: z.string().nullable(),
});
export type PgpOrgKey = z.infer<typeof PgpOrgKey>;

export const PgpBankKey = z.object({
  id: z.string(),
  name: z.string(),
  fingerprint: z.string(),
  userId: z.string(),
  algorithm: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type PgpBankKey = z.infer<typeof PgpBankKey>;

export const PgpSettings = z.object({
  /** Refuse a PGP file that no bank key signed. */
  requireSignature: z.boolean(),
});
export type PgpSettings = z.infer<typeof PgpSettings>;

export const EncryptionOverview = z.object({
  orgKeys: z.array(PgpOrgKey),
  bankKeys: z.array(PgpBankKey),
  settings: PgpSettings,
});
export type EncryptionOverview = z.infer<typeof EncryptionOverview>;

/** Lifetimes offered for a new key pair, in days; 0 = no expiry. */
export const GenerateOrgKeyBody = z.object({
  name: text(80, { trim: true }).min(1, 'Give the key a name'),
  email: z.string().trim().email('must be an e-mail address').max(200),
  expiresInDays: z.number().int().min(0).max(3650).default(730),
});
export type GenerateOrgKeyBody = z.input<typeof GenerateOrgKeyBody>;

export const AddBankKeyBody = z.object({
  name: text(80, { trim: true }).min(1, 'Name the bank whose key this is'),
  /** The bank's public key, armoured ('-----BEGIN PGP PUBLIC KEY BLOCK-----'). */
  armoredKey: multilineText(100_000).refine((v) => v.trim() !== '', 'Paste the armoured public key'),
});
export type AddBankKeyBody = z.input<typeof AddBankKeyBody>;

export const PublicKeyFile = z.object({ fileName: z.string(), armoredKey: z.string() });

/** A recipient an export may be encrypted to (the area's report roles read these). */
export const PgpRecipient = z.object({ id: z.string(), name: z.string(), fingerprint: z.string() });

const prefix = '/api/rec/encryption';

export const encryptionRoutes = {
  overview: route({
    method: 'GET',
    path: prefix,
    access: 'admin',
    summary: "The organisation's key pairs, the banks' public keys and the encryption settings",
    tags: ['encryption'],
    response: z.object({ data: EncryptionOverview }),
  }),
  generateOrgKey: route({
    method: 'POST',
    path: `${prefix}/orgKeys`,
    access: 'admin',
    summary: 'Make a new key pair for the organisation; it becomes current (older ones still decrypt)',
    tags: ['encryption'],
    body: GenerateOrgKeyBody,
    response: z.object({ data: PgpOrgKey }),
    status: 201,
  }),
  orgPublicKey: route({
    method: 'GET',
    path: `${prefix}/orgKeys/:id/public`,
    access: 'admin',
    summary: "A key pair's public key, armoured, to send to the banks",
    tags: ['encryption'],
    params: IdParams,
    response: z.object({ data: PublicKeyFile }),
  }),
  deleteOrgKey: route({
    method: 'DELETE',
    path: `${prefix}/orgKeys/:id`,
    access: 'admin',
    summary: 'Delete an older key pair (files encrypted to it can no longer be read); not the current one',
    tags: ['encryption'],
    params: IdParams,
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
  addBankKey: route({
    method: 'POST',
    path: `${prefix}/bankKeys`,
    access: 'admin',
    summary: "Add a bank's public key (armoured)",
    tags: ['encryption'],
    body: AddBankKeyBody,
    response: z.object({ data: PgpBankKey }),
    status: 201,
  }),
  deleteBankKey: route({
    method: 'DELETE',
    path: `${prefix}/bankKeys/:id`,
    access: 'admin',
    summary: "Remove a bank's public key",
    tags: ['encryption'],
    params: IdParams,
    response: z.object({ data: z.object({ id: z.string() }) }),
  }),
  updateSettings: route({
    method: 'PUT',
    path: `${prefix}/settings`,
    access: 'admin',
    summary: 'Change the encryption settings (whether bank files must be signed)',
    tags: ['encryption'],
    body: PgpSettings,
    response: z.object({ data: PgpSettings }),
  }),
  recipients: route({
    method: 'GET',
    path: `${prefix}/recipients`,
    access: ['bankRec', 'ewa', 'management'],
    summary: 'The bank keys an export may be encrypted to',
    tags: ['encryption'],
    response: z.object({ data: z.array(PgpRecipient) }),
  }),
};
