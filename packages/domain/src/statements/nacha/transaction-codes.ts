/**
 * NACHA transaction codes. The first digit names the receiver's account type (2 checking,
 * 3 savings, 4 general ledger, 5 loan; 8 = ADV advice entries), the second what the entry does.
 *
 * Sign convention: an entry is a credit or a debit exactly as the batch control's total credit /
 * total debit fields classify it. For forward entries that is the receiving account's view
 * (22 payroll deposit = money in = positive, 27 = money out = negative). Return and NOC entries
 * (x1 / x6) are counted in the credit / debit totals of the family they belong to, verified on
 * `moov-return-WEB.ach`: a returned debit (26) is negative, a returned credit (21) positive.
 */

export type EntryKind = 'live' | 'prenote' | 'zero-dollar' | 'return-or-noc';

export interface TransactionCodeInfo {
  direction: 'credit' | 'debit';
  kind: EntryKind;
  accountType: 'checking' | 'savings' | 'general-ledger' | 'loan' | 'advice';
}

const ACCOUNT_TYPES = {
  '2': 'checking',
  '3': 'savings',
  '4': 'general-ledger',
  '5': 'loan',
} as const;

const SECOND_DIGIT: Record<string, { direction: 'credit' | 'debit'; kind: EntryKind }> = {
  '1': { direction: 'credit', kind: 'return-or-noc' },
  '2': { direction: 'credit', kind: 'live' },
  '3': { direction: 'credit', kind: 'prenote' },
  '4': { direction: 'credit', kind: 'zero-dollar' },
  '6': { direction: 'debit', kind: 'return-or-noc' },
  '7': { direction: 'debit', kind: 'live' },
  '8': { direction: 'debit', kind: 'prenote' },
  '9': { direction: 'debit', kind: 'zero-dollar' },
};

/** Undefined for codes the rules do not define (20, 25, 30, 57-59, 99, 'AB', ...). */
export function classifyTransactionCode(code: string): TransactionCodeInfo | undefined {
  if (!/^\d\d$/.test(code)) return undefined;
  const first = code[0] ?? '';
  const second = code[1] ?? '';
  if (first === '8') {
    // ADV 81-88: odd codes credit the account, even codes debit it.
    if (second < '1' || second > '8') return undefined;
    return { direction: Number(second) % 2 === 1 ? 'credit' : 'debit', kind: 'live', accountType: 'advice' };
  }
  if (first === '5') {
    // Loan accounts: 51-54 as the other types, 55 is a debit (reversals only), 56 a returned debit.
    if (second === '5') return { direction: 'debit', kind: 'live', accountType: 'loan' };
    if (second > '6') return undefined;
  }
  const accountType = ACCOUNT_TYPES[first as keyof typeof ACCOUNT_TYPES];
  const meaning = SECOND_DIGIT[second];
  if (accountType === undefined || meaning === undefined) return undefined;
  return { ...meaning, accountType };
}
