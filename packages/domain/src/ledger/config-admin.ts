/**
 * Issue 17: the rules of the ledger configuration editor (bank accounts, ledgers, ledger accounts,
 * transaction codes, reconciling types), shared by its dialogs and the server that refuses bad input.
 */

/** The longest value each field keeps (what the dialogs and the contract allow). */
export const LEDGER_CONFIG_LIMITS = {
  name: 60,
  accountNumber: 34,
  ledgerId: 20,
  ledgerKind: 30,
  transCode: 10,
  transDesc: 80,
  recType: 40,
} as const;

/** A bank account number as bank files carry it: 4 to 34 letters and digits (an IBAN has at most 34). */
export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9]{4,34}$/;
export const ACCOUNT_NUMBER_MESSAGE = 'Use 4 to 34 letters and digits, as bank files carry the number';

/** A ledger id is a short upper-case key ('TAX', 'NETPAY'): letters, digits, '_' and '-'. */
export const LEDGER_ID_PATTERN = /^[A-Z0-9_-]{1,20}$/;
export const LEDGER_ID_MESSAGE = "Use 1 to 20 letters, digits, '_' or '-'";

/** A transaction code as bank files carry it ('165', '455'): 1 to 10 letters and digits. */
export const TRANS_CODE_PATTERN = /^[A-Za-z0-9]{1,10}$/;
export const TRANS_CODE_MESSAGE = 'Use 1 to 10 letters and digits';

/**
 * A name people read in menus and reports: it starts with a letter or digit, then letters, digits,
 * spaces and & ' ( ) , . / _ - (no quotes or symbols that break a CSV cell or a report formula).
 */
export const CONFIG_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} &'(),./_-]*$/u;
export const CONFIG_NAME_MESSAGE =
  "Start with a letter or digit; then letters, digits, spaces and & ' ( ) , . / _ -";

/** Ledger ids are stored trimmed and upper-cased, so 'tax ' and 'TAX' are the same ledger. */
export const normaliseLedgerId = (value: string) => value.trim().toUpperCase();

/** Names and codes are compared trimmed, with inner runs of spaces as one. */
export const normaliseConfigText = (value: string) => value.trim().replace(/\s+/g, ' ');

/** One kind of record that uses a configuration row, counted. */
export interface ConfigUse {
  count: number;
  one: string;
  many: string;
}

const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * What uses a row, in words ("Bank account Operating (1234) is used by 5,210 bank lines and 3 ledger
 * accounts"), or null when nothing does. Kinds with no use are left out.
 */
export function usedByMessage(subject: string, uses: readonly ConfigUse[]): string | null {
  const parts = uses
    .filter((u) => u.count > 0)
    .map((u) => `${grouped(u.count)} ${u.count === 1 ? u.one : u.many}`);
  if (parts.length === 0) return null;
  const last = parts.pop() as string;
  const list = parts.length === 0 ? last : `${parts.join(', ')} and ${last}`;
  return `${subject} is used by ${list}`;
}
