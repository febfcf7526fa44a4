import type { OrganizationGeneral } from '@clearline/contracts';
import {
  IDLE_BOUNDS,
  IDLE_WARNING_MESSAGE,
  isValidCustomerIdPattern,
  MAX_PATTERN_SOURCE_LENGTH,
} from '@clearline/domain';

/** The General tab's form: numbers as typed, so a half-typed value is an error, not a zero. */
export type GeneralDraft = Omit<OrganizationGeneral, 'idle'> & {
  idle: { idleLogOut: string; remainingTime: string };
};

export type GeneralField = 'name' | 'customerIdPattern' | 'idleLogOut' | 'remainingTime';

export const draftOf = (general: OrganizationGeneral): GeneralDraft => ({
  ...general,
  idle: { idleLogOut: String(general.idle.idleLogOut), remainingTime: String(general.idle.remainingTime) },
});

const minutes = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The same rules the server's contract applies, worded for the form (the server has the last word). */
export function generalErrors(draft: GeneralDraft): Partial<Record<GeneralField, string>> {
  const errors: Partial<Record<GeneralField, string>> = {};
  if (draft.name.trim() === '') errors.name = 'A name is required';
  else if (draft.name.trim().length > 120) errors.name = 'At most 120 characters';
  if (draft.customerIdPattern === '') errors.customerIdPattern = 'A pattern is required';
  else if (draft.customerIdPattern.length > MAX_PATTERN_SOURCE_LENGTH)
    errors.customerIdPattern = `At most ${MAX_PATTERN_SOURCE_LENGTH} characters`;
  else if (!isValidCustomerIdPattern(draft.customerIdPattern))
    errors.customerIdPattern = 'This is not a valid regular expression';
  const idle = minutes(draft.idle.idleLogOut);
  const warning = minutes(draft.idle.remainingTime);
  const { idleLogOut: outBounds, remainingTime: warnBounds } = IDLE_BOUNDS;
  if (!Number.isInteger(idle) || idle < outBounds.min || idle > outBounds.max)
    errors.idleLogOut = `Whole minutes from ${outBounds.min} to ${outBounds.max}`;
  if (!Number.isFinite(warning) || warning < warnBounds.min || warning > warnBounds.max)
    errors.remainingTime = `Minutes from ${warnBounds.min} to ${warnBounds.max}`;
  else if (errors.idleLogOut === undefined && warning >= idle) errors.remainingTime = IDLE_WARNING_MESSAGE;
  return errors;
}

/** The body to send once the form has no error. */
export const generalOf = (draft: GeneralDraft): OrganizationGeneral => ({
  ...draft,
  name: draft.name.trim(),
  idle: { idleLogOut: Number(draft.idle.idleLogOut), remainingTime: Number(draft.idle.remainingTime) },
});

/** The sentence under the pattern: how many existing ids it would not match (they are never rewritten). */
export function patternImpact(check: { total: number; nonMatching: number; examples: string[] }): string {
  if (check.total === 0) return 'No customer or employer ids yet.';
  if (check.nonMatching === 0) return `All ${check.total} existing customer and employer ids match.`;
  const ids = check.examples.join(', ');
  const more = check.nonMatching > check.examples.length ? ', …' : '';
  return `${check.nonMatching} of ${check.total} existing ids would not match (${ids}${more}). They stay as they are; only new ids must match.`;
}
