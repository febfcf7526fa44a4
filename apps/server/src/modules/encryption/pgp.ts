import { formatFingerprint } from '@clearline/domain/pgp';
import * as openpgp from 'openpgp';
import { wallClock } from '../../platform/clock';

/**
 * The OpenPGP operations of issue 19 on openpgp.js: key pairs, reading the banks' public keys, opening a
 * bank file (decrypt and verify) and encrypting an export. No database here: the service hands in keys.
 */

/** What the app keeps and shows of a key. */
export interface KeyFacts {
  fingerprint: string;
  userId: string;
  algorithm: string;
  /** null = never expires. */
  expiresAt: Date | null;
}

/** openpgp.js does not export its verification result's type. */
type VerificationResult = Awaited<ReturnType<typeof openpgp.decrypt>>['signatures'][number];

/** A bank file that cannot be opened, with the reason the import's activity log shows. */
export class PgpFileError extends Error {}

async function factsOf(key: openpgp.Key): Promise<KeyFacts> {
  const expiry = await key.getExpirationTime().catch(() => null);
  const info = key.getAlgorithmInfo();
  return {
    fingerprint: key.getFingerprint(),
    userId: key.getUserIDs()[0] ?? '',
    algorithm: info.curve
      ? `${info.algorithm} (${info.curve})`
      : `${info.algorithm} ${info.bits ?? ''}`.trim(),
    expiresAt: expiry instanceof Date ? expiry : null,
  };
}

/** A new v4 key pair (Ed25519 signing, Curve25519 encryption subkey: what GnuPG and banks read). */
export async function generateKeyPair(options: {
  name: string;
  email: string;
  expiresInDays: number;
  now: Date;
}): Promise<KeyFacts & { publicKey: string; privateKey: string }> {
  const { privateKey, publicKey } = await openpgp.generateKey({
    type: 'ecc',
    curve: 'ed25519Legacy',
    userIDs: [{ name: options.name, email: options.email }],
    keyExpirationTime: options.expiresInDays * 86_400,
    date: options.now,
    format: 'armored',
  });
  const facts = await factsOf(await openpgp.readKey({ armoredKey: publicKey }));
  return { ...facts, publicKey, privateKey };
}

/** Reads a bank's public key; a 400-worthy message when it is not one. */
export async function readBankKey(armored: string): Promise<KeyFacts & { publicKey: string }> {
  let key: openpgp.Key;
  try {
    key = await openpgp.readKey({ armoredKey: armored.trim() });
  } catch {
    throw new PgpFileError(
      'This is not an armoured OpenPGP public key (-----BEGIN PGP PUBLIC KEY BLOCK-----).',
    );
  }
  if (key.isPrivate())
    throw new PgpFileError("This is a private key. Paste the bank's public key; never share a private key.");
  return { ...(await factsOf(key)), publicKey: key.armor() };
}

/** An organisation key pair able to decrypt, with the fingerprint the import records. */
export interface DecryptionKey {
  fingerprint: string;
  privateKey: string;
}

/** A bank key that may sign files. */
export interface SigningBankKey {
  fingerprint: string;
  name: string;
  publicKey: string;
}

export interface OpenedFile {
  data: Uint8Array;
  /** The name inside the message, when the sender put one there. */
  innerName: string | null;
  decryptedWith: string | null;
  signedBy: SigningBankKey | null;
}

const hexIds = (ids: openpgp.KeyID[]) => ids.map((id) => id.toHex().toUpperCase()).join(', ');

/**
 * Decrypts (when encrypted) and verifies a bank file. Refused with a reason: not a readable message, a
 * message to none of our keys, a damaged or altered ciphertext, a signature by an unknown key, a signature
 * that does not verify, or no signature when one is required.
 */
export async function openBankFile(
  bytes: Uint8Array,
  keys: { decryption: DecryptionKey[]; banks: SigningBankKey[]; requireSignature: boolean },
): Promise<OpenedFile> {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200)).trimStart();
  const bankKeys = await Promise.all(
    keys.banks.map(async (b) => ({ bank: b, key: await openpgp.readKey({ armoredKey: b.publicKey }) })),
  );
  const verificationKeys = bankKeys.map((b) => b.key);

  let data: Uint8Array;
  let innerName: string | null = null;
  let decryptedWith: string | null = null;
  let signatures: VerificationResult[];
  if (head.startsWith('-----BEGIN PGP SIGNED MESSAGE-----')) {
    const message = await openpgp
      .readCleartextMessage({ cleartextMessage: new TextDecoder().decode(bytes) })
      .catch(() => {
        throw new PgpFileError('the signed text is not a readable OpenPGP message');
      });
    const result = await openpgp.verify({ date: wallClock(), message, verificationKeys });
    data = new TextEncoder().encode(result.data);
    signatures = result.signatures;
  } else {
    const message = await readMessage(bytes, head);
    const encryptedTo = message.getEncryptionKeyIDs();
    if (encryptedTo.length > 0) {
      const ours = await usableDecryptionKeys(keys.decryption, encryptedTo);
      if (ours.length === 0)
        throw new PgpFileError(
          `the file is encrypted to a key this organisation does not hold (key ID ${hexIds(encryptedTo)}); send the bank your current public key from the Encryption page`,
        );
      const result = await openpgp
        .decrypt({
          date: wallClock(),
          message,
          decryptionKeys: ours.map((k) => k.key),
          verificationKeys,
          format: 'binary',
        })
        .catch((error: Error) => {
          throw new PgpFileError(
            `the encrypted file could not be decrypted: it is damaged or was altered (${error.message})`,
          );
        });
      data = result.data;
      innerName = result.filename || null;
      signatures = result.signatures;
      decryptedWith = ours[0]?.fingerprint ?? null;
    } else {
      // Signed only (a one-pass signature over literal data, maybe compressed).
      const result = await openpgp
        .verify({ message, verificationKeys, format: 'binary' })
        .catch((error: Error) => {
          throw new PgpFileError(`the file is not a readable OpenPGP message (${error.message})`);
        });
      data = result.data;
      innerName = message.getFilename() || null;
      signatures = result.signatures;
    }
  }
  const signedBy = await checkSignatures(signatures, bankKeys, keys.requireSignature);
  return { data, innerName, decryptedWith, signedBy };
}

async function readMessage(bytes: Uint8Array, head: string): Promise<openpgp.Message<Uint8Array | string>> {
  try {
    return head.startsWith('-----BEGIN PGP')
      ? await openpgp.readMessage({ armoredMessage: new TextDecoder().decode(bytes) })
      : await openpgp.readMessage({ binaryMessage: bytes });
  } catch {
    throw new PgpFileError('the file is named or marked as OpenPGP but is not a readable OpenPGP message');
  }
}

/** Our key pairs holding a (sub)key the message is encrypted to, their private keys read. */
async function usableDecryptionKeys(
  candidates: DecryptionKey[],
  encryptedTo: openpgp.KeyID[],
): Promise<{ fingerprint: string; key: openpgp.PrivateKey }[]> {
  const out: { fingerprint: string; key: openpgp.PrivateKey }[] = [];
  for (const candidate of candidates) {
    const key = await openpgp.readPrivateKey({ armoredKey: candidate.privateKey });
    if (key.getKeyIDs().some((id) => encryptedTo.some((to) => to.equals(id))))
      out.push({ fingerprint: candidate.fingerprint, key });
  }
  return out;
}

async function checkSignatures(
  signatures: VerificationResult[],
  bankKeys: { bank: SigningBankKey; key: openpgp.Key }[],
  requireSignature: boolean,
): Promise<SigningBankKey | null> {
  if (signatures.length === 0) {
    if (requireSignature)
      throw new PgpFileError(
        'the file is not signed, and this organisation requires bank files signed with a bank key (see the Encryption page)',
      );
    return null;
  }
  let signer: SigningBankKey | null = null;
  for (const signature of signatures) {
    const known = bankKeys.find((b) => b.key.getKeyIDs().some((id) => id.equals(signature.keyID)));
    if (!known)
      throw new PgpFileError(
        `the file is signed by an unknown key (key ID ${signature.keyID.toHex().toUpperCase()}); add the bank's public key on the Encryption page`,
      );
    try {
      await signature.verified;
    } catch (error) {
      throw new PgpFileError(
        `the signature by ${known.bank.name} (${formatFingerprint(known.bank.fingerprint)}) does not verify: the file was altered or not signed by that key (${(error as Error).message})`,
      );
    }
    signer ??= known.bank;
  }
  return signer;
}

/** An export encrypted to a bank's key (binary OpenPGP), signed with our current key when we have one. */
export async function encryptForRecipient(
  data: Uint8Array,
  options: { recipientPublicKey: string; signingPrivateKey: string | null; fileName: string },
): Promise<Uint8Array> {
  const encryptionKeys = await openpgp.readKey({ armoredKey: options.recipientPublicKey });
  const signingKeys = options.signingPrivateKey
    ? await openpgp.readPrivateKey({ armoredKey: options.signingPrivateKey })
    : undefined;
  const message = await openpgp.createMessage({ binary: data, filename: options.fileName, format: 'binary' });
  return openpgp.encrypt({
    date: wallClock(),
    message,
    encryptionKeys,
    ...(signingKeys ? { signingKeys } : {}),
    format: 'binary',
  });
}
