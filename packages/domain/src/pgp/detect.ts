/**
 * Recognising an OpenPGP file before it reaches the bank-file parsers (issue 19): by its name (.pgp, .gpg,
 * .asc, as banks' SFTP drops name them) or by its first bytes, since a file renamed on the way keeps its
 * content. No bank format starts like an OpenPGP message: BAI2, NACHA, CSV and OFX are ASCII text and
 * camt is XML (at most behind a UTF-8 or UTF-16 byte-order mark, whose bytes are no packet a message
 * starts with).
 */

const PGP_EXTENSION = /\.(pgp|gpg|asc)$/i;

/** The armour lines an OpenPGP message or signed text starts with. */
const ARMOR_HEADERS = ['-----BEGIN PGP MESSAGE-----', '-----BEGIN PGP SIGNED MESSAGE-----'];

/**
 * Packet tags a binary message starts with (RFC 9580 §5): a public-key or symmetric-key encrypted session
 * key (1, 3) opens an encrypted message; a one-pass signature (4), a signature (2) or compressed data (8)
 * opens a signed one.
 */
const MESSAGE_START_TAGS = new Set([1, 2, 3, 4, 8]);

/**
 * The first body byte each of those packets may have (its version, or for compressed data its algorithm):
 * a binary file of another kind (a PNG's 0x89 reads as an old-format signature packet) passes the tag
 * test by chance, but then rarely has a valid version where the packet's body starts.
 */
const FIRST_BODY_BYTES: Record<number, readonly number[]> = {
  1: [3, 6],
  2: [3, 4, 5, 6],
  3: [4, 5, 6],
  4: [3, 6],
  8: [0, 1, 2, 3],
};

/** Where the body of the packet starting at byte 0 begins (its header's length), or null. */
function bodyOffset(head: Uint8Array): number | null {
  const first = head[0] as number;
  if ((first & 0x40) === 0) {
    // Old format: the low two bits say how many length bytes follow (3: none, the length is open).
    return [2, 3, 5, 1][first & 0x03] ?? null;
  }
  const length = head[1];
  if (length === undefined) return null;
  if (length < 192 || (length >= 224 && length < 255)) return 2;
  return length < 224 ? 3 : 6;
}

function isMessageStart(head: Uint8Array, tag: number): boolean {
  const offset = bodyOffset(head);
  if (offset === null) return false;
  const body = head[offset];
  // Too short a head to see the body: the tag alone decides.
  return body === undefined || (FIRST_BODY_BYTES[tag] ?? []).includes(body);
}

export function hasPgpExtension(fileName: string): boolean {
  return PGP_EXTENSION.test(fileName.trim());
}

/** The bank file's own name inside 'statement.bai.pgp' ('statement.bai'); other names are kept. */
export function innerFileName(fileName: string): string {
  const inner = fileName.trim().replace(PGP_EXTENSION, '');
  return inner === '' ? fileName : inner;
}

/** The packet tag of a binary OpenPGP packet's first byte (old or new header format), or null. */
export function packetTagOf(firstByte: number): number | null {
  // Bit 7 is always set on a packet header.
  if ((firstByte & 0x80) === 0) return null;
  // New format (bit 6 set): the tag is the low six bits; old format: bits 5-2.
  return (firstByte & 0x40) !== 0 ? firstByte & 0x3f : (firstByte >> 2) & 0x0f;
}

/** Whether the file's first bytes are an OpenPGP message, armoured (after any blank lines) or binary. */
export function looksLikePgpMessage(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  const tag = packetTagOf(head[0] as number);
  if (tag !== null && MESSAGE_START_TAGS.has(tag) && isMessageStart(head, tag)) return true;
  let text = '';
  for (let i = 0; i < Math.min(head.length, 200); i++) text += String.fromCharCode(head[i] as number);
  const start = text.replace(/^[\s\uFEFF\u00EF\u00BB\u00BF]+/, '');
  return ARMOR_HEADERS.some((header) => start.startsWith(header));
}

/** Whether a stored file must go through decryption first: a PGP name or PGP content. */
export function isPgpFile(fileName: string, head: Uint8Array): boolean {
  return hasPgpExtension(fileName) || looksLikePgpMessage(head);
}
