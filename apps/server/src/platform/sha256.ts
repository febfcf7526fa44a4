import { createHash } from 'node:crypto';

/** The SHA-256 of a text (UTF-8) as lowercase hex: transfer payload hashes, token and code hashes. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
