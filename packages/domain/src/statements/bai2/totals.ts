/**
 * Checks of the 49 / 98 / 99 trailers against what was actually read.
 *
 * Spec rules (design notes §1.2): the 49 total is the algebraic sum of every amount in the 03 and
 * its 88s (status balances included, availability amounts and item counts excluded) plus every 16
 * amount; 98 sums its accounts, 99 its groups. Record counts include the trailer itself and every 88.
 * SVB once computed the 49 total without the 03 amounts; that variant is accepted silently.
 */

import { formatMinorUnits, parseSignedDigits } from '../shared/record-text';

export interface ControlScope {
  /** Physical line of the opening record (01, 02 or 03). */
  line: number;
  /** Records read so far in the scope, including the opening record and the trailer being checked. */
  records: number;
  /** Algebraic sum of the amounts read in the scope. */
  total: bigint;
  /** False when an unreadable amount makes `total` meaningless. */
  checkable: boolean;
}

export interface AccountScope extends ControlScope {
  accountNumber: string;
  currency: string;
  /** Sum of the 16 amounts only (the SVB variant of the 49 total). */
  detailTotal: bigint;
}

export interface GroupScope extends ControlScope {
  accounts: number;
}

export interface FileScope extends ControlScope {
  groups: number;
}

export type ControlCode =
  | 'BAI2_CONTROL_TOTAL'
  | 'BAI2_RECORD_COUNT'
  | 'BAI2_ACCOUNT_COUNT'
  | 'BAI2_GROUP_COUNT'
  | 'BAI2_BAD_FIELD';

export type ControlReport = (code: ControlCode, message: string) => void;

function readNumber(text: string, what: string, report: ControlReport): bigint | undefined {
  if (text === '') return undefined;
  const value = parseSignedDigits(text);
  if (value === undefined)
    report('BAI2_BAD_FIELD', `The ${what} '${text}' is not a number; it was not checked.`);
  return value;
}

function checkCount(
  code: ControlCode,
  text: string,
  actual: number,
  what: string,
  context: string,
  report: ControlReport,
): void {
  const claimed = readNumber(text, what, report);
  if (claimed !== undefined && claimed !== BigInt(actual)) {
    report(code, `${context}: the ${what} is ${claimed} but ${actual} were read.`);
  }
}

/** Returns the 49's own control total (undefined when blank or unreadable). */
export function checkAccountTrailer(
  fields: readonly string[],
  scope: AccountScope,
  report: ControlReport,
): bigint | undefined {
  const context = `Account ${scope.accountNumber} (03 on line ${scope.line})`;
  const claimed = readNumber(fields[0] ?? '', '49 account control total', report);
  if (claimed !== undefined && scope.checkable && claimed !== scope.total && claimed !== scope.detailTotal) {
    const file = formatMinorUnits(claimed, scope.currency);
    const read = formatMinorUnits(scope.total, scope.currency);
    report(
      'BAI2_CONTROL_TOTAL',
      `${context}: the 49 account control total is ${claimed} (${file}) but the amounts read add up to ${scope.total} (${read}).`,
    );
  }
  checkCount('BAI2_RECORD_COUNT', fields[1] ?? '', scope.records, '49 number of records', context, report);
  return claimed;
}

export function checkGroupTrailer(fields: readonly string[], scope: GroupScope, report: ControlReport): void {
  const context = `Group (02 on line ${scope.line})`;
  checkTotal(fields[0] ?? '', scope, '98 group control total', context, report);
  // ASB New Zealand writes "98,total,records,/" without the number of accounts.
  const twoFieldForm = (fields[2] ?? '') === '' && (fields[1] ?? '') !== '';
  const records = twoFieldForm ? (fields[1] ?? '') : (fields[2] ?? '');
  if (!twoFieldForm) {
    checkCount(
      'BAI2_ACCOUNT_COUNT',
      fields[1] ?? '',
      scope.accounts,
      '98 number of accounts',
      context,
      report,
    );
  }
  checkCount('BAI2_RECORD_COUNT', records, scope.records, '98 number of records', context, report);
}

export function checkFileTrailer(fields: readonly string[], scope: FileScope, report: ControlReport): void {
  const context = 'File';
  checkTotal(fields[0] ?? '', scope, '99 file control total', context, report);
  checkCount('BAI2_GROUP_COUNT', fields[1] ?? '', scope.groups, '99 number of groups', context, report);
  checkCount('BAI2_RECORD_COUNT', fields[2] ?? '', scope.records, '99 number of records', context, report);
}

function checkTotal(
  text: string,
  scope: ControlScope,
  what: string,
  context: string,
  report: ControlReport,
): void {
  const claimed = readNumber(text, what, report);
  if (claimed !== undefined && scope.checkable && claimed !== scope.total) {
    report(
      'BAI2_CONTROL_TOTAL',
      `${context}: the ${what} is ${claimed} but the amounts read add up to ${scope.total}.`,
    );
  }
}
