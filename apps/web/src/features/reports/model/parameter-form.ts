import type { ReportParameter } from '@clearline/contracts';

/**
 * The parameter form of a report, drawn from the catalogue's data (issue 14): each parameter names
 * its kind (which field draws it), its label and whether it is required. This file holds what the
 * form does without drawing it: first values, the checks before a preview or an export, and the
 * parameters sent.
 */

/** A parameter as the catalogue declares it (its kind says which field draws it). */
export type ParameterSpec = Pick<
  ReportParameter,
  'name' | 'label' | 'kind' | 'required' | 'options' | 'help'
>;
export type ParameterKind = ParameterSpec['kind'];

/** A period's two dates are told apart by name: 'from' starts it, 'to' ends it. */
const PERIOD_START = 'from';
const PERIOD_END = 'to';

/** What the form holds: each parameter's value as text ('' = not given). */
export type ParameterValues = Record<string, string>;
export type ParameterErrors = Record<string, string>;

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's calendar day as 'YYYY-MM-DD'. */
export const isoDay = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const isoMonth = (now: Date) => isoDay(now).slice(0, 7);

/** A date that exists on the calendar (no 2024-02-30), years 1900-2100 (spec §9). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isMonth = (value: string) => {
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 1900 && Number(match[1]) <= 2100;
};

/**
 * First values. An optional month or date starts empty: the server fills it in its organisation's
 * calendar ('Today when empty'; the browser's today may already be tomorrow there). A required month
 * starts at the current month, a required date at today (a period's start, 'from', at the first of this
 * month); an account the only one of `accounts`; a required choice its first option; the rest empty. A
 * value already chosen (`keep`) wins when that parameter exists.
 */
export function initialValues(
  specs: readonly ParameterSpec[],
  now: Date,
  keep: ParameterValues = {},
  accounts: readonly string[] = [],
): ParameterValues {
  const values: ParameterValues = {};
  for (const spec of specs) {
    const kept = keep[spec.name];
    if (kept !== undefined && kept !== '') {
      values[spec.name] = kept;
      continue;
    }
    values[spec.name] =
      spec.kind === 'month' && spec.required
        ? isoMonth(now)
        : spec.kind === 'date' && spec.required
          ? spec.name === PERIOD_START
            ? `${isoMonth(now)}-01`
            : isoDay(now)
          : spec.kind === 'account' && accounts.length === 1
            ? (accounts[0] ?? '')
            : spec.kind === 'select' && spec.required
              ? (spec.options?.[0]?.value ?? '')
              : '';
  }
  return values;
}

/** What a required parameter left empty says, by kind (a party names itself by its label). */
function askFor(spec: ParameterSpec): string {
  switch (spec.kind) {
    case 'account':
      return 'Choose a bank account';
    case 'month':
      return 'Choose a month';
    case 'date':
      return 'Choose a date';
    case 'party':
    case 'select':
      return `Choose ${/^[aeiou]/i.test(spec.label) ? 'an' : 'a'} ${spec.label.toLowerCase()}`;
    default:
      return `Enter ${spec.label.toLowerCase()}`;
  }
}

/** What is wrong with one value ('' when nothing is). */
function checkOne(spec: ParameterSpec, value: string, today: string): string {
  if (value === '') return spec.required ? askFor(spec) : '';
  switch (spec.kind) {
    case 'month':
      if (!isMonth(value)) return 'Enter a month as YYYY-MM';
      return value > today.slice(0, 7) ? 'The month cannot be in the future' : '';
    case 'date':
      if (!isCalendarDate(value)) return 'Enter a date that exists';
      return value > today ? 'The date cannot be in the future' : '';
    case 'select':
      return spec.options && !spec.options.some((o) => o.value === value) ? 'Choose one of the list' : '';
    default:
      return '';
  }
}

/**
 * The checks the server makes too, made first so the person sees them by the field: required values,
 * dates that exist and are not in the future, a period that does not end before it starts.
 */
export function validateValues(
  specs: readonly ParameterSpec[],
  values: ParameterValues,
  now: Date,
): ParameterErrors {
  const today = isoDay(now);
  const errors: ParameterErrors = {};
  for (const spec of specs) {
    const message = checkOne(spec, (values[spec.name] ?? '').trim(), today);
    if (message) errors[spec.name] = message;
  }
  const from = specs.find((s) => s.kind === 'date' && s.name === PERIOD_START);
  const to = specs.find((s) => s.kind === 'date' && s.name === PERIOD_END);
  if (from && to && !errors[from.name] && !errors[to.name]) {
    const [a, b] = [values[from.name] ?? '', values[to.name] ?? ''];
    if (a && b && b < a) errors[to.name] = 'The period ends before it starts';
  }
  return errors;
}

export const hasErrors = (errors: ParameterErrors) => Object.keys(errors).length > 0;

/** The parameters sent with a preview or an export: the given values, trimmed; empty ones left out. */
export function requestParameters(specs: readonly ParameterSpec[], values: ParameterValues): ParameterValues {
  const sent: ParameterValues = {};
  for (const spec of specs) {
    const value = (values[spec.name] ?? '').trim();
    if (value !== '') sent[spec.name] = value;
  }
  return sent;
}

/**
 * The server's refusal of parameters by field (its details name `parameters.<name>`), worded as the form
 * words its own ('must not be in the future' -> 'Must not be in the future'); others are left out.
 */
export function serverFieldErrors(details: readonly { path: string; message: string }[]): ParameterErrors {
  const errors: ParameterErrors = {};
  for (const { path, message } of details) {
    const name = /^parameters\.(.+)$/.exec(path)?.[1];
    if (name && message) errors[name] = message.charAt(0).toUpperCase() + message.slice(1);
  }
  return errors;
}
