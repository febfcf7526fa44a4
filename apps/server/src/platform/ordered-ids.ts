import { randomBytes } from 'node:crypto';
import { clock } from './clock';

/**
 * Ids for rows written in bulk, in the layout of a version-7 UUID (RFC 9562): 48 bits of Unix time in
 * milliseconds, then the version, random bits and the variant. A batch takes one prefix (time + 34
 * random bits) and numbers its rows after it, so the ids of one import ascend in file order.
 *
 * Why: random ids (gen_random_uuid) land all over the primary-key B-tree; a million of them touch every
 * leaf page of a large index, which no longer fits the buffer cache, and each touch is a read and a
 * write. Ascending ids fill the index at one spot. Uniqueness across batches rests on the millisecond
 * and the random bits, as a random UUID's does on its random bits; a collision would be refused by the
 * primary key (the batch fails whole), never stored.
 */

/** 22 hex digits: the first 88 bits of the batch's ids. The row number fills the last 40 bits. */
export function orderedIdPrefix(now: Date = clock()): string {
  const time = now.getTime().toString(16).padStart(12, '0').slice(-12);
  // 10 random hex digits: 3 for rand_a, 1 whose two low bits go beside the variant, 5 to start rand_b.
  const random = randomBytes(5).toString('hex');
  const variant = (0x8 | (Number.parseInt(random.slice(3, 4), 16) & 0x3)).toString(16);
  return `${time}7${random.slice(0, 3)}${variant}${random.slice(4, 9)}`;
}

/** The id of row `n` (0 <= n < 2^40) of a batch, as a canonical (hyphenated) UUID. */
export function orderedId(prefix: string, n: number): string {
  const hex = `${prefix}${n.toString(16).padStart(10, '0')}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The same in SQL, for ids made inside a statement: `prefixParam` a parameter, `n` a bigint expression
 * (PostgreSQL reads the 32 hex digits as a uuid).
 */
export function orderedIdSql(prefixParam: string, n: string): string {
  return `(${prefixParam} || lpad(to_hex(${n}), 10, '0'))::uuid`;
}
