/**
 * Type-ahead search boxes (spec §4, §5).
 */

/**
 * The text that pre-fills the Add New client/employer dialog: the typed text up to the first hyphen,
 * trimmed. Suggestions read 'ID - Name', so typing 'ACME - Acme Payroll' pre-fills 'ACME'; text
 * without a hyphen is kept whole. The dialog then normalises it like any id (trim, upper-case).
 */
export function cutAtFirstHyphen(text: string): string {
  if (typeof text !== 'string') return '';
  const hyphen = text.indexOf('-');
  return (hyphen === -1 ? text : text.slice(0, hyphen)).trim();
}

/** A search is sent only when the text is non-empty after trimming; otherwise the selection resets. */
export function isActionableSearch(text: string): boolean {
  return typeof text === 'string' && text.trim() !== '';
}
