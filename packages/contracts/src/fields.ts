import { validateDateInput } from '@clearline/domain/dates';
import { z } from 'zod';

/**
 * The field pieces every input contract builds on, so a rule about dates or text is written once and
 * covers every route (issue 10 item 3: a date that does not exist or a NUL in text reached the database
 * and came back as a 500).
 */

/** A calendar date 'YYYY-MM-DD' that exists, with a year from 1900 to 2100 (the domain's rule). */
export const IsoDate = z
  .string()
  .max(10)
  .refine(
    (v) => validateDateInput(v) === null,
    'must be a real date YYYY-MM-DD with a year from 1900 to 2100',
  );

/** C0 controls and DEL; `allowed` lists the ones a field may keep (tab and line breaks in free text). */
function hasControl(value: string, allowed: readonly number[]): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(code)) return true;
  }
  return false;
}

const TAB_AND_LINE_BREAKS = [0x09, 0x0a, 0x0d];

/**
 * One line of text of at most `max` characters: no NUL, tab, line break or other control character.
 * `trim` measures the trimmed value (ids that are trimmed anyway); `tooLong` replaces zod's size message.
 */
export const text = (max: number, options: { trim?: boolean; tooLong?: string } = {}) =>
  (options.trim ? z.string().trim() : z.string())
    .max(max, options.tooLong)
    .refine((v) => !hasControl(v, []), 'must not contain control characters (NUL, tab, line break, ...)');

/** Free text such as a reason: tabs and line breaks are kept, NUL and other control characters refused. */
export const multilineText = (max: number) =>
  z
    .string()
    .max(max)
    .refine(
      (v) => !hasControl(v, TAB_AND_LINE_BREAKS),
      'must not contain control characters other than tabs and line breaks',
    );
