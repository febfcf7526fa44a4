import { createHash, randomBytes } from 'node:crypto';
import { ACTIVATION_CODE_BYTES, formatActivationCode, normalizeActivationCode } from '@clearline/domain';

/**
 * Secrets of agents. Both kinds are random (80 bits for a code that lives a day and is used once, 256 for
 * a credential), so a sha-256 of them is what is stored and looked up: no salt or slow hash is needed
 * against guessing, and a stolen table gives nothing to present.
 */

const CREDENTIAL_PREFIX = 'clag_';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export function newActivationCode(): { code: string; hash: string } {
  const code = formatActivationCode(randomBytes(ACTIVATION_CODE_BYTES));
  return { code, hash: sha256Hex(code.replaceAll('-', '')) };
}

/** The stored hash a typed code would have, or null when it cannot be a code. */
export function activationCodeHash(typed: string): string | null {
  const canonical = normalizeActivationCode(typed);
  return canonical ? sha256Hex(canonical) : null;
}

export function newCredential(): { credential: string; hash: string } {
  const credential = `${CREDENTIAL_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { credential, hash: sha256Hex(credential) };
}

/** The credential of an `Authorization: Bearer clag_...` header, or null. */
export function credentialOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(clag_[A-Za-z0-9_-]{20,100})$/.exec(header ?? '');
  return match?.[1] ?? null;
}
