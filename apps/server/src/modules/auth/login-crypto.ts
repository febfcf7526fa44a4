import { constants, privateDecrypt, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Decrypts one RSA-OAEP (SHA-256) base64url field of the login payload; null when it cannot be read. */
export function decryptField(privatePem: string, cipherText: string): string | null {
  try {
    const plain = privateDecrypt(
      { key: privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipherText, 'base64url'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** argon2id with the library's defaults (19 MiB, t=2), the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a throw-away password: verifying against it makes an unknown e-mail cost as much as a known one. */
let decoyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  decoyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
}

/** Opaque random tokens (MFA challenges) are kept only as their SHA-256. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
