import type { ReportParameter } from '@clearline/contracts';
import { daysInMonth, parseDecimalToMinor, validateDateInput } from '@clearline/domain';
import type { LedgerArea } from '@clearline/domain/areas';
import { CUSTOMER_ID_MAX_LENGTH } from '@clearline/domain/ledger';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db';
import { badRequest } from '../../platform/errors';

/**
 * The parameter kinds reports share, with their checks. A bad value is a 400 naming the parameter:
 * `parameters.<name>` in the details, like a contract's validation failure.
 */

const refuse = (name: string, message: string) =>
  badRequest(`${name}: ${message}`, [{ path: `parameters.${name}`, message }]);

export const accountParameter = (required: boolean): ReportParameter => ({
  name: 'accountId',
  label: 'Bank account',
  kind: 'account',
  required,
});
export const monthParameter: ReportParameter = {
  name: 'month',
  label: 'Month',
  kind: 'month',
  required: false,
  help: 'YYYY-MM; the current month when empty',
};
export const dateParameter = (name: string, label: string, help?: string): ReportParameter => ({
  name,
  label,
  kind: 'date',
  required: false,
  ...(help ? { help } : {}),
});

/** A month 'YYYY-MM' not after the current one; the current month when empty. */
export function monthOf(raw: Record<string, string>, today: string, name = 'month'): string {
  const value = raw[name]?.trim() ?? '';
  if (value === '') return today.slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw refuse(name, 'must be a month YYYY-MM');
  const year = Number(value.slice(0, 4));
  if (year < 1900 || year > 2100) throw refuse(name, 'must be a month from 1900 to 2100');
  if (value > today.slice(0, 7)) throw refuse(name, 'must not be in the future');
  return value;
}

export function monthBounds(month: string): { start: string; end: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: `${month}-01`, end: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` };
}

/** A date 'YYYY-MM-DD' not after today; `fallback` when empty (undefined: stays empty). */
export function dateOf(
  raw: Record<string, string>,
  name: string,
  today: string,
  fallback?: string,
): string | undefined {
  const value = raw[name]?.trim() ?? '';
  if (value === '') return fallback;
  if (validateDateInput(value) !== null)
    throw refuse(name, 'must be a real date YYYY-MM-DD with a year from 1900 to 2100');
  if (value > today) throw refuse(name, 'must not be in the future');
  return value;
}

/** `from` not after `to`. */
export function checkRange(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) throw refuse('to', 'must not be before from');
}

/** One of the listed values, or the default when empty. */
export function choiceOf<T extends string>(
  raw: Record<string, string>,
  name: string,
  options: readonly T[],
  fallback: T,
): T {
  const value = raw[name]?.trim() ?? '';
  if (value === '') return fallback;
  if (!options.includes(value as T)) throw refuse(name, `must be one of ${options.join(', ')}`);
  return value as T;
}

/** A party id (customer, partner): trimmed, at most the ledger's customer id length; '' when empty. */
export function partyOf(raw: Record<string, string>, name: string): string {
  const value = raw[name]?.trim() ?? '';
  if (value.length > CUSTOMER_ID_MAX_LENGTH)
    throw refuse(name, `at most ${CUSTOMER_ID_MAX_LENGTH} characters`);
  return value;
}

/** A figure of a service's answer (a decimal string) as integer cents, the unit report rows carry. */
export function centsOf(text: string): number {
  const parsed = parseDecimalToMinor(text);
  if (!parsed.ok) throw new Error(`report figure is not an amount: ${text}`);
  return parsed.minor;
}

/**
 * A bank account of the caller's organisation and of this area; another organisation's account and an
 * unknown one get the same answer (nothing tells them apart).
 */
export async function accountOf(
  db: DbOrTx,
  organizationId: string,
  area: LedgerArea,
  raw: Record<string, string>,
  required: boolean,
): Promise<string | undefined> {
  const value = raw.accountId?.trim() ?? '';
  if (value === '') {
    if (required) throw refuse('accountId', 'choose a bank account');
    return undefined;
  }
  const rows = await queryRows<{ account_id: string }>(
    db,
    sql`select account_id from bank_rec_bank_accounts
         where organization_id = ${organizationId} and area = ${area} and account_id = ${value}`,
  );
  if (rows.length === 0) throw refuse('accountId', `unknown bank account ${value} in this area`);
  return value;
}

/** Drops parameters the report does not have, so an export's stored parameters are only its own. */
export function onlyKnown(
  parameters: readonly ReportParameter[],
  values: Record<string, string | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of parameters) {
    const value = values[p.name];
    if (value !== undefined && value !== '') out[p.name] = value;
  }
  return out;
}
