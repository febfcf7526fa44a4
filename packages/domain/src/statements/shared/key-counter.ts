/**
 * An exact "how many times have I seen this string" table for row keys, kept in typed arrays.
 *
 * Why not a Map<string, number>: a parser must remember every row key of the file (the ordinal among
 * identical keys), a million or more for a large statement. A Map holds each key as a heap string (often
 * a rope of the pieces it was concatenated from) plus a Map entry: 300-500 bytes per row, hundreds of MB
 * for a 100 MB file, and every major garbage collection walks them all. Here a key costs its characters
 * (one byte each for ASCII) plus 16 bytes of table, and the collector sees a handful of arrays.
 *
 * Keys are stored byte-encoded in an arena of byte blocks: a UTF-16 code unit below 0x80 is one byte, any other
 * unit three bytes (0x80 | top 4 bits, then 6 + 6 bits). The encoding is one-to-one, so comparing bytes is
 * comparing strings, lone surrogates included. Lookup is open addressing with linear probing on a 32-bit
 * FNV-1a hash of those bytes.
 *
 * The slot tables are partitioned by the key's start, up to its second ':' (the format version and the
 * first part: a CSV row's date, a BAI2 row's account): identical keys have identical starts, so they
 * always meet in the same table, and counting stays exact. Why: one table for a million keys is 16 MB,
 * and every new key's probe landed at a random place of it (a cache miss to memory, about a fifth of a
 * CSV row's whole parse). Statements come day by day or account by account, so the table in use is a
 * small one that stays in the processor's cache. A key without such a start, with a non-ASCII character
 * before it, with a start longer than MAX_PREFIX, or whose start comes after MAX_TABLES others, uses the
 * shared table: still exact, since which table a key uses depends on the key alone.
 *
 * A parser on a hot path can skip building and reading the key: it writes the key's parts after its
 * start (integers as 8 bytes, texts each ended by bytes no character produces) and counts them in the
 * start's table (countIn). Reading the joined key was most of the counting's cost: the string is built
 * from pieces, so it is copied flat before its first character can be read.
 */

import { COLON } from './char-codes';

const EMPTY_SLOT = -1;
/** Keys are stored in blocks of this many bytes (a longer key gets a block of its own). */
const BLOCK_BYTES = 1 << 22;
/** An entry's start is block index * BLOCK_SPAN + offset in the block: exact in a double. */
const BLOCK_SPAN = 2 ** 32;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Ends each text of a countIn() key (writeText): no character's encoding has this byte. */
const END = 0xff;
/** A table's start is the key up to its PREFIX_COLONS-th ':', at most MAX_PREFIX bytes. */
const PREFIX_COLONS = 2;
const MAX_PREFIX = 64;
/** Tables of their own, at most; later starts share one. */
const MAX_TABLES = 4096;

/** One slot table (see the file comment), with how many entries it holds. */
interface SlotTable {
  /**
   * Two numbers per slot: the entry index (EMPTY_SLOT when free) and the entry's hash, side by side so
   * a probe touches one cache line. The slot count is a power of two; at most three quarters are used.
   */
  slots: Int32Array;
  used: number;
}

const newTable = (slots: number): SlotTable => ({ slots: emptySlots(slots), used: 0 });

export class KeyCounter {
  /**
   * The arena, in blocks that are never copied: growing one big array would briefly hold the old and
   * the new copy, twice the keys' size at the peak. `block` is the last one, filled up to `blockUsed`.
   */
  private readonly blocks: Uint8Array[] = [new Uint8Array(1 << 16)];
  private block = this.blocks[0] as Uint8Array;
  /** `block` as 32-bit words: keys start at a multiple of four bytes, so countIn()'s texts store words. */
  private words = new Uint32Array(this.block.buffer);
  private blockUsed = 0;
  /** Per entry: where its bytes start (see BLOCK_SPAN), how many there are, and its count. */
  private starts = new Float64Array(1024);
  private lengths = new Uint32Array(1024);
  private counts = new Uint32Array(1024);
  private entries = 0;
  /** The tables by key start, and the shared one (see the file comment). */
  private readonly tables = new Map<string, SlotTable>();
  private readonly shared = newTable(2048);
  /** The start of the last key that had a table of its own (its bytes), and that table. */
  private readonly lastPrefix = new Uint8Array(MAX_PREFIX);
  private lastPrefixLength = -1;
  private lastTable = this.shared;
  /** countIn()'s tables by start, the start given last and its table, and the table of starts beyond MAX_TABLES. */
  private readonly scopes = new Map<string, SlotTable>();
  private lastScope: string | undefined;
  private lastScopeTable = this.shared;
  private readonly scopedShared = newTable(2048);

  /** Where the key being written ends in `block`: it starts at `blockUsed`, past the last stored key. */
  private keyEnd = 0;
  /** Hash of the key writeAscii() wrote last: what hashOf() gives for its bytes. */
  private asciiHash = 0;
  /**
   * Hash of the parts written since begin() by writeText() and writeInteger(), as they were written:
   * the layout of a countIn() key is fixed, so equal bytes were written as equal parts.
   */
  private restHash = FNV_OFFSET;

  /** Counts one more sighting of `key` and returns how many times it was seen before (0 the first time). */
  add(key: string): number {
    this.begin();
    if (this.writeAscii(key)) return this.countHashed(this.asciiHash);
    this.begin();
    this.write(key);
    return this.count();
  }

  /**
   * write() and hashOf() in one pass, four characters at a time, for a key that is all ASCII (nearly
   * every key: one byte per character). Returns false, leaving only bytes past the stored keys
   * behind, at the first character that is not ASCII.
   */
  private writeAscii(key: string): boolean {
    const length = key.length;
    if (this.keyEnd + length > this.block.length) this.newBlock(length);
    const arena = this.block;
    let out = this.keyEnd;
    let hash = FNV_OFFSET ^ length;
    let i = 0;
    for (; i + 4 <= length; i += 4) {
      const a = key.charCodeAt(i);
      const b = key.charCodeAt(i + 1);
      const c = key.charCodeAt(i + 2);
      const d = key.charCodeAt(i + 3);
      if ((a | b | c | d) >= 0x80) return false;
      arena[out] = a;
      arena[out + 1] = b;
      arena[out + 2] = c;
      arena[out + 3] = d;
      out += 4;
      hash = Math.imul(hash ^ (a | (b << 8) | (c << 16) | (d << 24)), FNV_PRIME);
    }
    for (; i < length; i += 1) {
      const a = key.charCodeAt(i);
      if (a >= 0x80) return false;
      arena[out++] = a;
      hash = Math.imul(hash ^ a, FNV_PRIME);
    }
    this.keyEnd = out;
    this.asciiHash = mixed(hash);
    return true;
  }

  /** Starts a key given in pieces (no need to build the whole string first): write() them, then count(). */
  begin(): void {
    this.keyEnd = this.blockUsed;
    this.restHash = FNV_OFFSET;
  }

  /** Appends a piece of the key: its bytes go to the arena, past the stored keys. */
  write(piece: string): void {
    if (this.keyEnd + piece.length * 3 > this.block.length) this.newBlock(piece.length * 3);
    this.keyEnd = this.encode(piece, 0, this.keyEnd);
  }

  /** Writes `piece`'s code units from `from` on at `out` in the arena (see the file comment); returns the end. */
  private encode(piece: string, from: number, out: number): number {
    const arena = this.block;
    for (let i = from; i < piece.length; i += 1) {
      const unit = piece.charCodeAt(i);
      if (unit < 0x80) {
        arena[out++] = unit;
      } else {
        arena[out++] = 0x80 | (unit >> 12);
        arena[out++] = (unit >> 6) & 0x3f;
        arena[out++] = unit & 0x3f;
      }
    }
    return out;
  }

  /** Like add() for the key written since begin(). */
  count(): number {
    return this.countHashed(this.hashOf(this.blockUsed, this.keyEnd - this.blockUsed));
  }

  /**
   * Counts the key whose rest was written since begin(), in the table of `start` (what comes before the
   * rest). For a parser that counts every one of its keys this way, in an encoding of its own: the
   * rest's bytes are compared only with keys of the same start, so the start is neither written nor
   * read again for each key (a parser passes the same string for a run of rows: found by identity).
   * The rest is written with writeText() and writeInteger() only, in a layout fixed by the parser, so
   * that equal bytes mean equal keys. Starts beyond MAX_TABLES share a table, with the start appended
   * to the rest: still exact.
   */
  countIn(start: string): number {
    let table = start === this.lastScope ? this.lastScopeTable : this.scopes.get(start);
    if (table === undefined) {
      if (this.tables.size + this.scopes.size < MAX_TABLES) {
        table = newTable(64);
        this.scopes.set(start, table);
      } else {
        this.writeText(start);
        table = this.scopedShared;
      }
    }
    if (table !== this.scopedShared) {
      this.lastScope = start;
      this.lastScopeTable = table;
    }
    return this.countHashed(mixed(this.restHash ^ (this.keyEnd - this.blockUsed)), table);
  }

  /**
   * Appends a text of a key counted by countIn(): its bytes, four ASCII characters to a store, then END
   * up to the next multiple of four bytes, at least one. No character's bytes are END, so the text ends
   * at the first one, and the next part starts aligned.
   */
  writeText(piece: string): void {
    const length = piece.length;
    if (this.keyEnd + length * 3 + 4 > this.block.length) this.newBlock(length * 3 + 4);
    const words = this.words;
    let out = this.keyEnd;
    let hash = this.restHash;
    let i = 0;
    for (; i + 4 <= length; i += 4) {
      const a = piece.charCodeAt(i);
      const b = piece.charCodeAt(i + 1);
      const c = piece.charCodeAt(i + 2);
      const d = piece.charCodeAt(i + 3);
      if ((a | b | c | d) >= 0x80) break;
      const word = a | (b << 8) | (c << 16) | (d << 24);
      words[out >> 2] = word;
      out += 4;
      hash = Math.imul(hash ^ word, FNV_PRIME);
    }
    // The last few characters, and the rest of a text with a non-ASCII one, a unit at a time.
    for (let k = i; k < length; k += 1) hash = Math.imul(hash ^ piece.charCodeAt(k), FNV_PRIME);
    out = this.encode(piece, i, out);
    const arena = this.block;
    do arena[out++] = END;
    while ((out & 3) !== 0);
    this.keyEnd = out;
    this.restHash = Math.imul(hash ^ END, FNV_PRIME);
  }

  /** Appends a safe integer of a key counted by countIn(): 8 bytes, its low and high 32 bits. */
  writeInteger(value: number): void {
    if (this.keyEnd + 8 > this.block.length) this.newBlock(8);
    const high = Math.floor(value / 2 ** 32);
    const low = value - high * 2 ** 32;
    const at = this.keyEnd >> 2;
    this.words[at] = low;
    this.words[at + 1] = high;
    this.keyEnd += 8;
    this.restHash = Math.imul(Math.imul(this.restHash ^ low, FNV_PRIME) ^ high, FNV_PRIME);
  }

  /** count() for a key whose hash is known, in its table. */
  private countHashed(hash: number, table = this.tableOf(this.blockUsed, this.keyEnd)): number {
    const start = this.blockUsed;
    const length = this.keyEnd - start;
    const slots = table.slots;
    const mask = (slots.length >> 1) - 1;
    let slot = hash & mask;
    for (let entry = slots[2 * slot] as number; entry !== EMPTY_SLOT; entry = slots[2 * slot] as number) {
      if (slots[2 * slot + 1] === hash && this.sameBytes(entry, start, length)) {
        const seen = this.counts[entry] as number;
        this.counts[entry] = seen + 1;
        return seen; // the encoded copy past `blockUsed` is simply overwritten by the next key
      }
      slot = (slot + 1) & mask;
    }
    this.insert(table, slot, start, length, hash);
    return 0;
  }

  /** The slot table of the key in `block` from `start` to `end` (see the file comment). */
  private tableOf(start: number, end: number): SlotTable {
    const arena = this.block;
    const last = Math.min(end, start + MAX_PREFIX);
    let colons = 0;
    let p = start;
    while (p < last) {
      const byte = arena[p] as number;
      p += 1;
      if (byte >= 0x80) return this.shared;
      if (byte === COLON && ++colons === PREFIX_COLONS) break;
    }
    if (colons < PREFIX_COLONS) return this.shared;
    const length = p - start;
    if (length === this.lastPrefixLength && this.samePrefix(start, length)) return this.lastTable;
    const prefix = String.fromCharCode(...arena.subarray(start, p));
    let table = this.tables.get(prefix);
    if (table === undefined) {
      if (this.tables.size >= MAX_TABLES) return this.shared;
      table = newTable(64);
      this.tables.set(prefix, table);
    }
    this.lastPrefix.set(arena.subarray(start, p));
    this.lastPrefixLength = length;
    this.lastTable = table;
    return table;
  }

  private samePrefix(start: number, length: number): boolean {
    const arena = this.block;
    const prefix = this.lastPrefix;
    for (let i = 0; i < length; i += 1) if (prefix[i] !== arena[start + i]) return false;
    return true;
  }

  /** FNV-1a over 4 bytes at a time (a quarter of the multiplications), then mixed. */
  private hashOf(start: number, length: number): number {
    const arena = this.block;
    const end = start + length;
    let hash = FNV_OFFSET ^ length;
    let i = start;
    for (; i + 4 <= end; i += 4) {
      const word =
        (arena[i] as number) |
        ((arena[i + 1] as number) << 8) |
        ((arena[i + 2] as number) << 16) |
        ((arena[i + 3] as number) << 24);
      hash = Math.imul(hash ^ word, FNV_PRIME);
    }
    for (; i < end; i += 1) hash = Math.imul(hash ^ (arena[i] as number), FNV_PRIME);
    return mixed(hash);
  }

  private sameBytes(entry: number, start: number, length: number): boolean {
    if (this.lengths[entry] !== length) return false;
    const at = this.starts[entry] as number;
    const block = Math.floor(at / BLOCK_SPAN);
    const stored = this.blocks[block] as Uint8Array;
    const from = at - block * BLOCK_SPAN;
    const arena = this.block;
    for (let i = 0; i < length; i += 1) if (stored[from + i] !== arena[start + i]) return false;
    return true;
  }

  private insert(table: SlotTable, slot: number, start: number, length: number, hash: number): void {
    const entry = this.entries;
    if (entry === this.counts.length) this.growEntries();
    this.starts[entry] = (this.blocks.length - 1) * BLOCK_SPAN + start;
    this.lengths[entry] = length;
    this.counts[entry] = 1;
    this.entries = entry + 1;
    this.blockUsed = (start + length + 3) & ~3; // the next key starts aligned (see writeText)
    table.slots[2 * slot] = entry;
    table.slots[2 * slot + 1] = hash;
    table.used += 1;
    // entries / slot count <= 3/4, with two numbers per slot
    if (table.used * 8 > table.slots.length * 3) rehash(table);
  }

  /** Starts a new block with room for `more` bytes after the part of the key written so far. */
  private newBlock(more: number): void {
    const written = this.block.subarray(this.blockUsed, this.keyEnd);
    const block = new Uint8Array(Math.max(BLOCK_BYTES, (written.length + more + 3) & ~3));
    block.set(written);
    this.blocks.push(block);
    this.block = block;
    this.words = new Uint32Array(block.buffer);
    this.blockUsed = 0;
    this.keyEnd = written.length;
  }

  private growEntries(): void {
    const size = this.counts.length * 2;
    this.starts = grown(new Float64Array(size), this.starts);
    this.lengths = grown(new Uint32Array(size), this.lengths);
    this.counts = grown(new Uint32Array(size), this.counts);
  }
}

/**
 * FNV's low bits cluster on keys that differ only at the end (B0000000001, B0000000002...): mix them
 * (MurmurHash3's finaliser) so that the slot, taken from the low bits, spreads.
 */
function mixed(fnv: number): number {
  let hash = Math.imul(fnv ^ (fnv >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/** Doubles a slot table and puts every entry back (hashes are kept, so no key is re-read). */
function rehash(table: SlotTable): void {
  const old = table.slots;
  const slots = emptySlots(old.length);
  const mask = (slots.length >> 1) - 1;
  for (let at = 0; at < old.length; at += 2) {
    if (old[at] === EMPTY_SLOT) continue;
    const hash = old[at + 1] as number;
    let slot = hash & mask;
    while (slots[2 * slot] !== EMPTY_SLOT) slot = (slot + 1) & mask;
    slots[2 * slot] = old[at] as number;
    slots[2 * slot + 1] = hash;
  }
  table.slots = slots;
}

/** A slot table of `count` slots, all free. */
function emptySlots(count: number): Int32Array {
  return new Int32Array(count * 2).fill(EMPTY_SLOT);
}

function grown<T extends Float64Array | Uint32Array>(bigger: T, old: T): T {
  bigger.set(old);
  return bigger;
}
