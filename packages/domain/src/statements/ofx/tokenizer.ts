/**
 * A tolerant OFX tokenizer for both dialects. OFX 1.x is SGML: leaf elements are not closed
 * (`<TRNAMT>-6.60`), `&` may be bare. OFX 2.x is XML, yet real files mix the two (an unclosed
 * `<CURDEF>CAD` inside closed XML). So leaves and aggregates are told apart by name: the aggregate
 * names are fixed by the spec, and every other element is a leaf whose value runs to the next tag.
 *
 * Streaming: text arrives in arbitrary chunks; a tag, CDATA section or comment split across chunks is
 * held back until complete, and searches resume where they stopped so that a long unterminated
 * construct costs linear time, not quadratic.
 */

import { decodeEntities } from './values';

/** Elements that contain other elements. Anything else is a leaf. */
const AGGREGATES = new Set([
  'OFX',
  'SIGNONMSGSRSV1',
  'SONRS',
  'STATUS',
  'FI',
  'BANKMSGSRSV1',
  'STMTTRNRS',
  'STMTRS',
  'STMTENDTRNRS',
  'STMTENDRS',
  'CREDITCARDMSGSRSV1',
  'CCSTMTTRNRS',
  'CCSTMTRS',
  'CCSTMTENDTRNRS',
  'CCSTMTENDRS',
  'BANKACCTFROM',
  'BANKACCTTO',
  'CCACCTFROM',
  'CCACCTTO',
  'BANKTRANLIST',
  'STMTTRN',
  'PAYEE',
  'CURRENCY',
  'ORIGCURRENCY',
  'LEDGERBAL',
  'AVAILBAL',
  'BALLIST',
  'BAL',
  'CLOSING',
  'MKTGINFO',
  'INVSTMTMSGSRSV1',
  'INVSTMTTRNRS',
  'INVSTMTRS',
  'INVACCTFROM',
  'INVTRANLIST',
  'INVPOSLIST',
  'INVBAL',
  'SECLISTMSGSRSV1',
  'SECLIST',
]);

export interface OfxElementHandler {
  open(name: string, parent: string | undefined, line: number): void;
  close(name: string, line: number): void;
  leaf(name: string, value: string, parent: string | undefined, line: number): void;
  /** End of input while these aggregates (outermost first) were still open. */
  endOfInput(unclosed: readonly string[], line: number): void;
}

/** Longer than any real tag: beyond it a '<' is taken as text, which bounds the search. */
const MAX_TAG = 4096;
const MAX_SECTION = 1 << 20;
const MAX_VALUE = 1 << 16;

interface PendingLeaf {
  name: string;
  parent: string | undefined;
  line: number;
  value: string;
  raw: string;
}

/** Turns tag/text tokens into aggregate and leaf events, closing SGML leaves implicitly. */
class ElementBuilder {
  private readonly stack: string[] = [];
  private pending: PendingLeaf | undefined;

  constructor(private readonly handler: OfxElementHandler) {}

  openTag(name: string, line: number): void {
    this.flushLeaf();
    if (!AGGREGATES.has(name)) {
      this.pending = { name, parent: this.stack.at(-1), line, value: '', raw: '' };
      return;
    }
    // An aggregate opened again while still open means its end tag went missing: close it first.
    if (this.stack.includes(name)) this.closeTo(name, line);
    const parent = this.stack.at(-1);
    this.stack.push(name);
    this.handler.open(name, parent, line);
  }

  closeTag(name: string, line: number): void {
    if (this.pending?.name === name) {
      this.flushLeaf();
      return;
    }
    this.flushLeaf();
    if (this.stack.includes(name)) this.closeTo(name, line);
  }

  text(raw: string): void {
    const leaf = this.pending;
    if (leaf && leaf.raw.length + leaf.value.length < MAX_VALUE) leaf.raw += raw;
  }

  cdata(text: string): void {
    const leaf = this.pending;
    if (!leaf) return;
    leaf.value += decodeEntities(leaf.raw) + text;
    leaf.raw = '';
  }

  end(line: number): void {
    this.flushLeaf();
    this.handler.endOfInput([...this.stack], line);
  }

  private closeTo(name: string, line: number): void {
    while (this.stack.length > 0) {
      const top = this.stack.pop() as string;
      this.handler.close(top, line);
      if (top === name) return;
    }
  }

  private flushLeaf(): void {
    const leaf = this.pending;
    if (!leaf) return;
    this.pending = undefined;
    const value = (leaf.value + decodeEntities(leaf.raw)).trim();
    this.handler.leaf(leaf.name, value, leaf.parent, leaf.line);
  }
}

type Section = { open: string; close: string; limit: number };

const CDATA: Section = { open: '<![CDATA[', close: ']]>', limit: MAX_SECTION };
const COMMENT: Section = { open: '<!--', close: '-->', limit: MAX_SECTION };
const INSTRUCTION: Section = { open: '<?', close: '?>', limit: MAX_TAG };
const SECTIONS = [CDATA, COMMENT, INSTRUCTION];

export class OfxTokenizer {
  private buf = '';
  /** Where the search for the end of the construct at buf[0] resumes. */
  private resume = 0;
  private line = 1;
  private lastWasCR = false;
  /** Cached search results for the current buffer (-2: not searched yet). */
  private ltAt = -2;
  private gtAt = -2;
  private readonly builder: ElementBuilder;

  constructor(handler: OfxElementHandler) {
    this.builder = new ElementBuilder(handler);
  }

  push(text: string): void {
    this.buf = this.buf.length === 0 ? text : this.buf + text;
    this.run(false);
  }

  end(): void {
    this.run(true);
    this.builder.end(this.line);
  }

  /**
   * Position of the next '<' (60) or '>' (62) at or after `from`, or -1. Positions only move forward
   * within one run, so remembering the last answer keeps every search linear overall, even on input
   * such as a megabyte of '<' with no '>'.
   */
  private next(buf: string, code: 60 | 62, from: number): number {
    const known = code === 60 ? this.ltAt : this.gtAt;
    if (known === -1 || known >= from) return known;
    const found = buf.indexOf(code === 60 ? '<' : '>', from);
    if (code === 60) this.ltAt = found;
    else this.gtAt = found;
    return found;
  }

  private run(final: boolean): void {
    const buf = this.buf;
    this.ltAt = -2;
    this.gtAt = -2;
    let i = 0;
    while (i < buf.length) {
      if (buf.charCodeAt(i) !== 60 /* < */) {
        const lt = this.next(buf, 60, i);
        const stop = lt === -1 ? buf.length : lt;
        this.emitText(buf.slice(i, stop));
        i = stop;
        continue;
      }
      const consumed = this.construct(buf, i, final);
      if (consumed === 0) break;
      // `resume` only ever describes the unfinished construct at the start of the buffer.
      this.resume = 0;
      i += consumed;
    }
    this.buf = buf.slice(i);
  }

  /** Handles the construct starting with '<' at i; returns characters consumed, 0 to wait for more. */
  private construct(buf: string, i: number, final: boolean): number {
    const next = buf.charCodeAt(i + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */ || Number.isNaN(next)) {
      const head = buf.slice(i, i + 9);
      for (const section of SECTIONS) {
        if (head.startsWith(section.open)) return this.section(buf, i, section, final);
        if (!final && section.open.startsWith(head) && head.length < section.open.length) return 0;
      }
    }
    // A tag ends at the first '>' unless another '<' comes first, which makes this '<' plain text.
    const gt = this.next(buf, 62, Math.max(i + 1, i + this.resume));
    const lt = this.next(buf, 60, Math.max(i + 1, i + this.resume));
    if (lt !== -1 && (gt === -1 || lt < gt)) return this.literal(buf, i, lt);
    if (gt === -1) {
      if (!final && buf.length - i < MAX_TAG) {
        this.resume = buf.length - i;
        return 0;
      }
      return this.literal(buf, i, i + 1);
    }
    if (gt - i > MAX_TAG) return this.literal(buf, i, i + 1);
    this.tag(buf.slice(i + 1, gt));
    this.advance(buf, i, gt + 1);
    return gt + 1 - i;
  }

  private section(buf: string, i: number, section: Section, final: boolean): number {
    const from = Math.max(i + section.open.length, i + this.resume - section.close.length + 1);
    const end = buf.indexOf(section.close, from);
    if (end !== -1 && end - i <= section.limit) {
      if (section === CDATA) this.builder.cdata(buf.slice(i + section.open.length, end));
      const stop = end + section.close.length;
      this.advance(buf, i, stop);
      return stop - i;
    }
    if (end === -1 && !final && buf.length - i <= section.limit) {
      this.resume = buf.length - i;
      return 0;
    }
    return this.literal(buf, i, i + 1);
  }

  /** A '<' that starts no tag is text (SGML files do contain bare '<' in memos). */
  private literal(buf: string, i: number, stop: number): number {
    this.emitText(buf.slice(i, stop));
    return stop - i;
  }

  private tag(body: string): void {
    const closing = body.charCodeAt(0) === 47; /* / */
    let start = closing ? 1 : 0;
    while (start < body.length && body.charCodeAt(start) <= 32) start += 1;
    let end = start;
    while (end < body.length) {
      const c = body.charCodeAt(end);
      if (c <= 32 || c === 47) break;
      end += 1;
    }
    // Declarations such as <!DOCTYPE ...> carry nothing a statement needs.
    if (end === start || body.charCodeAt(start) === 33) return;
    const name = body.slice(start, end).toUpperCase();
    if (closing) this.builder.closeTag(name, this.line);
    else {
      this.builder.openTag(name, this.line);
      if (body.endsWith('/')) this.builder.closeTag(name, this.line);
    }
  }

  private emitText(text: string): void {
    this.builder.text(text);
    this.countLines(text);
  }

  private advance(buf: string, from: number, to: number): void {
    this.countLines(buf.slice(from, to));
  }

  private countLines(text: string): void {
    if (text.length === 0) return;
    if (text.indexOf('\n') === -1 && text.indexOf('\r') === -1) {
      this.lastWasCR = false;
      return;
    }
    for (let k = 0; k < text.length; k += 1) {
      const c = text.charCodeAt(k);
      if (c === 10) {
        if (!this.lastWasCR) this.line += 1;
        this.lastWasCR = false;
      } else if (c === 13) {
        this.line += 1;
        this.lastWasCR = true;
      } else this.lastWasCR = false;
    }
  }
}
