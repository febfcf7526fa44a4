/**
 * Issue 19: one-time activation codes. A code is 80 random bits written as 16 characters of Crockford's
 * base32 in groups of four (XXXX-XXXX-XXXX-XXXX), easy to read aloud and to type; typing is forgiving
 * (any case, spaces or dashes anywhere, O for 0, I and L for 1).
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACTIVATION_CODE_BYTES = 10;

/** Formats 10 random bytes (the server draws them) as a code. */
export function formatActivationCode(bytes: Uint8Array): string {
  if (bytes.length !== ACTIVATION_CODE_BYTES)
    throw new Error(`an activation code takes ${ACTIVATION_CODE_BYTES} bytes`);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}

/**
 * The canonical form of a typed code (what is hashed), or null when it cannot be a code: 16 characters of
 * the alphabet once separators are dropped and look-alikes mapped.
 */
export function normalizeActivationCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== 16) return null;
  for (const c of compact) if (!ALPHABET.includes(c)) return null;
  return compact;
}
