import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './identity';

/**
 * Issue 19: OpenPGP for bank files, owned by the encryption module. An organisation's key pairs are made
 * in the app; the private key is sealed at rest under the deployment's PGP_KEY_SECRET (AES-256-GCM,
 * platform/secret-box.ts), never stored in the clear. One key pair is current (what banks encrypt to
 * and exports are signed with); older ones stay to read older files until deleted explicitly.
 */
export const pgpOrgKeys = pgTable(
  'pgp_org_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The primary key's fingerprint (40 hex digits for a v4 key), lower case as openpgp.js gives it. */
    fingerprint: text().notNull(),
    userId: text().notNull(),
    algorithm: text().notNull(),
    publicKey: text().notNull(),
    /** The armoured private key sealed under the server key ('v1.<iv>.<tag>.<ciphertext>', base64url). */
    privateKeySealed: text().notNull(),
    current: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid().references(() => users.id),
  },
  (t) => [
    uniqueIndex('pgp_org_keys_org_fingerprint_key').on(t.organizationId, t.fingerprint),
    // At most one current key pair per organisation.
    uniqueIndex('pgp_org_keys_one_current').on(t.organizationId).where(sql`${t.current}`),
  ],
);

/** The banks' public keys: what their files are signed with, and what exports may be encrypted to. */
export const pgpBankKeys = pgTable(
  'pgp_bank_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** What the organisation calls the key ('First National SFTP'). */
    name: text().notNull(),
    fingerprint: text().notNull(),
    userId: text().notNull(),
    algorithm: text().notNull(),
    publicKey: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid().references(() => users.id),
  },
  (t) => [uniqueIndex('pgp_bank_keys_org_fingerprint_key').on(t.organizationId, t.fingerprint)],
);

/** The organisation's encryption settings (a row only once changed; absent = the defaults). */
export const pgpSettings = pgTable('pgp_settings', {
  organizationId: uuid()
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** Refuse a PGP file that is not signed by one of the banks' keys. */
  requireSignature: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid().references(() => users.id),
});
