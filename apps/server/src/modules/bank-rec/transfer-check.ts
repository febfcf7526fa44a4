import {
  canonicalLineOf,
  findTransactionCode,
  type LedgerConfig,
  minorToDecimalString,
  NEGATIVE_AMOUNT_MESSAGE,
  TRANSFER_FROM_TRANSACTION_CODE,
  TRANSFER_TO_TRANSACTION_CODE,
  type TransferValidation,
} from '@clearline/domain';
import { badRequest } from '../../platform/errors';
import { sha256Hex } from '../../platform/sha256';
import { apiAmountCents, type FieldIssue } from './support';
import type { TransferLineShape, TransferLineText } from './transfer-shapes';

/**
 * Server-side check of a transferMoney payload, entirely through the domain: the lines are read back
 * into the dialog's draft (from line = payload[0], to lines = the rest), validateTransfer decides whether
 * the transfer may be made (mode, customers, positive amounts, balance to the cent, date 1900-2100), and
 * buildTransferLines rebuilds the lines the browser must have sent. Any difference between the sent and
 * the rebuilt lines is refused field by field; the hash is taken over the rebuilt (canonical) lines.
 * Both areas go through it: `shape` says how the area's lines read and build (transfer-shapes.ts).
 */

export interface CheckedTransfer<L = unknown> {
  lines: L[];
  cents: number[];
  payloadHash: string;
  nonBanking: boolean;
}

const at = (i: number, field: string) => `data.payload.${i}.${field}`;

function codeOf(config: LedgerConfig, text: string): string | null {
  const found = findTransactionCode(config.transactionCodes, text);
  if (found) return found.transCode.trim();
  const bare = text.trim();
  return bare === TRANSFER_FROM_TRANSACTION_CODE || bare === TRANSFER_TO_TRANSACTION_CODE ? bare : null;
}

function validationIssues(validation: TransferValidation, partyField: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const formText: Record<string, [string, string]> = {
    modeRequired: ['data.nonBnkTransfer', 'is required'],
    detailsRequired: [at(0, 'details'), 'is required'],
    dateRequired: [at(0, 'transactionDate'), 'is required'],
    dateInvalid: [at(0, 'transactionDate'), 'must be a real date YYYY-MM-DD'],
    dateYearOutOfRange: [at(0, 'transactionDate'), 'must have a year from 1900 to 2100'],
    noToRows: ['data.payload', 'needs at least one to line'],
    totalTooLarge: ['data.payload', 'the to amounts are too large to add up'],
  };
  for (const error of validation.formErrors) {
    if (error === 'unbalanced') {
      const { fromCents, toCents } = validation.totals;
      issues.push({
        path: 'data.payload',
        message: `the to amounts (${minorToDecimalString(toCents ?? 0)}) do not add up to the from amount (${minorToDecimalString(fromCents)})`,
      });
    } else {
      const [path, message] = formText[error] ?? ['data', error];
      issues.push({ path, message });
    }
  }
  const rowIssues = (index: number, errors: TransferValidation['fromErrors']) => {
    for (const [field, error] of Object.entries(errors)) {
      if (!error) continue;
      const name = field === 'customer' ? partyField : field === 'account' ? 'accountName' : 'amount';
      const message =
        error.message ??
        (error.code === 'required'
          ? 'is required'
          : error.code === 'notPositive'
            ? 'must be above zero'
            : 'is not valid');
      issues.push({ path: at(index, name), message });
    }
  };
  rowIssues(0, validation.fromErrors);
  validation.rowErrors.forEach((errors, i) => {
    rowIssues(i + 1, errors);
  });
  return issues;
}

export function checkTransfer<I extends TransferLineText, L extends object>(
  payload: I[],
  nonBnkTransfer: boolean,
  config: LedgerConfig,
  shape: TransferLineShape<I, L>,
): CheckedTransfer<L> {
  const issues: FieldIssue[] = [];
  if (payload.length < 2)
    issues.push({ path: 'data.payload', message: 'needs one from line and at least one to line' });
  const cents = payload.map((line, i) => {
    const value = apiAmountCents(line.amount, shape.exactAmounts);
    if (value === null)
      issues.push({ path: at(i, 'amount'), message: 'Only two digits after decimal Point!' });
    return value;
  });
  payload.forEach((line, i) => {
    const wanted = i === 0 ? TRANSFER_FROM_TRANSACTION_CODE : TRANSFER_TO_TRANSACTION_CODE;
    if (codeOf(config, line.transactionType) !== wanted) {
      issues.push({
        path: at(i, 'transactionType'),
        message:
          i === 0
            ? `the first line is the from line: transaction code ${TRANSFER_FROM_TRANSACTION_CODE}`
            : `a to line has transaction code ${TRANSFER_TO_TRANSACTION_CODE}`,
      });
    }
  });
  const fromCents = cents[0];
  if (fromCents !== null && fromCents !== undefined && fromCents >= 0) {
    issues.push({ path: at(0, 'amount'), message: 'the from amount is sent negative' });
  }
  cents.slice(1).forEach((value, i) => {
    if (value !== null && value < 0)
      issues.push({ path: at(i + 1, 'amount'), message: NEGATIVE_AMOUNT_MESSAGE });
  });
  if (issues.length > 0) throw badRequest('The transfer is not valid.', issues);

  const typed = (value: number) => minorToDecimalString(value);
  const mode = nonBnkTransfer ? 'nonBanking' : 'banking';
  const amounts = cents.map((value, i) => typed(i === 0 ? -(value as number) : (value as number)));
  const built = shape.build(payload, amounts, mode, config);
  if (!built.ok) {
    if (built.error === 'invalidDraft')
      throw badRequest('The transfer is not valid.', validationIssues(built.validation, shape.partyField));
    const index = payload.findIndex((line) => line.accountName.trim() === built.accountName);
    throw badRequest('The transfer names an account the configuration does not know.', [
      { path: at(Math.max(index, 0), 'accountName'), message: 'is not known to this organisation' },
    ]);
  }

  // The sent lines, normalised as the domain builds them, must be the rebuilt lines exactly.
  const mismatches: FieldIssue[] = [];
  built.lines.forEach((expected, i) => {
    const normalised = shape.normalise(payload[i] as I, typed(cents[i] as number));
    if (canonicalLineOf(normalised, shape.keys) === canonicalLineOf(expected, shape.keys)) return;
    for (const key of shape.keys) {
      if (normalised[key] !== expected[key]) {
        mismatches.push({ path: at(i, key), message: `must be ${JSON.stringify(expected[key])}` });
      }
    }
  });
  if (mismatches.length > 0) {
    throw badRequest('The transfer lines do not match the configuration and the transfer rules.', mismatches);
  }
  return {
    lines: built.lines,
    cents: cents as number[],
    payloadHash: sha256Hex(shape.canonical(built.lines)),
    nonBanking: built.nonBnkTransfer,
  };
}
