/**
 * Where a character next occurs in a text at or after a position, searched again only once passed:
 * a reader that asks line after line would otherwise have indexOf rescan to the end of the text (or to
 * a far occurrence) every time for a character that is not near. The search itself is the engine's
 * native indexOf, much faster per character than a JavaScript loop over charCodeAt.
 */
export class NextChar {
  private text = '';
  /** The last search: from `from`, found at `at`; no occurrence lies between them. */
  private from = 0;
  private at = -1;

  constructor(private readonly char: string) {}

  /** The index at or after `from`, or text.length when there is none. */
  find(text: string, from: number): number {
    // The last answer holds for any `from` between that search's start and its answer, in the same
    // text; a reader that starts again from an earlier place (a new parse of the same text) searches.
    if (text !== this.text || from < this.from || this.at < from) {
      this.text = text;
      this.from = from;
      const found = text.indexOf(this.char, from);
      this.at = found < 0 ? text.length : found;
    }
    return this.at;
  }
}
