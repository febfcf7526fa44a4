/** How the encryption page and the import errors show an OpenPGP key (issue 19). */

/** A fingerprint in upper-case groups of four, as GnuPG prints it ('ABCD 1234 ...'). */
export function formatFingerprint(fingerprint: string): string {
  const hex = fingerprint.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return (hex.match(/.{1,4}/g) ?? []).join(' ');
}

/** The long key ID (the last 16 hex digits of a v4 fingerprint) in upper case. */
export function keyIdOf(fingerprint: string): string {
  const hex = fingerprint.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return hex.slice(-16);
}

export type KeyExpiry = 'never' | 'valid' | 'expiring' | 'expired';

/** Days before its expiry that a key is shown as expiring: time to rotate it or ask the bank for a new one. */
export const EXPIRING_WITHIN_DAYS = 30;

/** Whether a key (its expiry as an ISO instant, null = none) is still usable at `now`, and for how long. */
export function keyExpiry(expiresAt: string | null, now: Date): KeyExpiry {
  if (expiresAt === null) return 'never';
  const left = Date.parse(expiresAt) - now.getTime();
  if (left <= 0) return 'expired';
  return left <= EXPIRING_WITHIN_DAYS * 86_400_000 ? 'expiring' : 'valid';
}

/** Lifetimes offered for a new organisation key pair, in days (0 = no expiry). */
export const ORG_KEY_LIFETIMES_DAYS = [0, 365, 730, 1095] as const;
