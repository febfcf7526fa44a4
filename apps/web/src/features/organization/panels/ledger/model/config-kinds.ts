import type { LedgerConfigAdmin, LedgerConfigKind } from '@clearline/contracts';
import {
  ACCOUNT_NUMBER_MESSAGE,
  ACCOUNT_NUMBER_PATTERN,
  CONFIG_NAME_MESSAGE,
  CONFIG_NAME_PATTERN,
  isTaxAccount,
  LEDGER_ID_MESSAGE,
  LEDGER_ID_PATTERN,
  LEDGER_CONFIG_LIMITS as LIMITS,
  TAX_LEDGER,
  TRANS_CODE_MESSAGE,
  TRANS_CODE_PATTERN,
} from '@clearline/domain/ledger';

/** The form's values, by field key; a switch holds 'true' or 'false'. */
export type FormValues = Record<string, string>;

export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a row's add / edit dialog. */
export interface FieldSpec {
  key: string;
  label: string;
  type: 'text' | 'select' | 'switch';
  max?: number;
  /** The rule the server applies too (the domain's), as a message; null when the value is fine. */
  check?: (value: string) => string | null;
  helper?: string;
  /** A select's choices, from the configuration being edited. */
  options?: (config: LedgerConfigAdmin) => FieldOption[];
  /** Off (and not required) while this answers false (the ledger kind of a tax account). */
  enabled?: (values: FormValues) => boolean;
}

export const AREA_OPTIONS: FieldOption[] = [
  { value: 'bankRec', label: 'Bank reconciliation' },
  { value: 'ewa', label: 'Employer funds' },
];
export const areaLabel = (area: string | null) =>
  AREA_OPTIONS.find((o) => o.value === area)?.label ?? 'Not in use yet';

const pattern = (re: RegExp, message: string) => (value: string) => (re.test(value.trim()) ? null : message);
const nameCheck = pattern(CONFIG_NAME_PATTERN, CONFIG_NAME_MESSAGE);

type Row<K extends LedgerConfigKind> = LedgerConfigAdmin[K][number];

/** How each kind of row is edited: its words, its fields, a row as form values and back as a body. */
export interface KindSpec<K extends LedgerConfigKind> {
  kind: K;
  title: string;
  /** 'bank account': in buttons and dialog titles. */
  noun: string;
  description: string;
  fields: FieldSpec[];
  empty: FormValues;
  valuesOf: (row: Row<K>) => FormValues;
  bodyOf: (values: FormValues) => Record<string, string>;
  /** The row as the remove question names it. */
  nameOf: (row: Row<K>) => string;
  /** Why a row cannot be edited at all (system-assigned types), or null. */
  lockedOf?: (row: Row<K>) => string | null;
}

const bankAccounts: KindSpec<'bankAccounts'> = {
  kind: 'bankAccounts',
  title: 'Bank accounts',
  noun: 'bank account',
  description: 'The accounts bank files name by number. Each belongs to one ledger area.',
  fields: [
    { key: 'name', label: 'Name', type: 'text', max: LIMITS.name, check: nameCheck },
    {
      key: 'accountId',
      label: 'Account number',
      type: 'text',
      max: LIMITS.accountNumber,
      check: pattern(ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_MESSAGE),
      helper: 'As the bank files carry it. It cannot change once lines or entries use it.',
    },
    { key: 'area', label: 'Area', type: 'select', options: () => AREA_OPTIONS },
  ],
  empty: { name: '', accountId: '', area: 'bankRec' },
  valuesOf: (r) => ({ name: r.name, accountId: r.accountId, area: r.area }),
  bodyOf: (v) => ({ name: v.name ?? '', accountId: (v.accountId ?? '').trim(), area: v.area ?? 'bankRec' }),
  nameOf: (r) => `${r.name} (${r.accountId})`,
};

const ledgers: KindSpec<'ledgers'> = {
  kind: 'ledgers',
  title: 'Ledgers',
  noun: 'ledger',
  description: 'Ledgers group the accounts entries post to. A ledger serves one area.',
  fields: [
    {
      key: 'ledgerId',
      label: 'Ledger id',
      type: 'text',
      max: LIMITS.ledgerId,
      check: (v) => (LEDGER_ID_PATTERN.test(v.trim().toUpperCase()) ? null : LEDGER_ID_MESSAGE),
      helper: 'Stored in capitals. It cannot change once accounts or entries use it.',
    },
    { key: 'name', label: 'Name', type: 'text', max: LIMITS.name, check: nameCheck },
  ],
  empty: { ledgerId: '', name: '' },
  valuesOf: (r) => ({ ledgerId: r.ledgerId, name: r.name }),
  bodyOf: (v) => ({ ledgerId: (v.ledgerId ?? '').trim().toUpperCase(), name: v.name ?? '' }),
  nameOf: (r) => `${r.name} (${r.ledgerId})`,
};

const ledgerAccounts: KindSpec<'ledgerAccounts'> = {
  kind: 'ledgerAccounts',
  title: 'Ledger accounts',
  noun: 'ledger account',
  description:
    'The accounts people choose in Add Transaction and transfers: a ledger and a bank account each.',
  fields: [
    {
      key: 'accountName',
      label: 'Account name',
      type: 'text',
      max: LIMITS.name,
      check: nameCheck,
      helper: 'Entries name it: it cannot change once they do.',
    },
    {
      key: 'tax',
      label: 'Tax account (entries ask for a tax code and type)',
      type: 'switch',
    },
    {
      key: 'ledger',
      label: 'Ledger kind',
      type: 'text',
      max: LIMITS.ledgerKind,
      check: (v) =>
        isTaxAccount({ ledger: v }) ? 'Use the Tax account switch for tax accounts' : nameCheck(v),
      helper: "Groups accounts in menus: 'Net Pay', 'Fees', 'Funding'…",
      enabled: (v) => v.tax !== 'true',
    },
    {
      key: 'ledgerId',
      label: 'Ledger',
      type: 'select',
      options: (c) => c.ledgers.map((l) => ({ value: l.ledgerId, label: `${l.name} (${l.ledgerId})` })),
    },
    {
      key: 'accountId',
      label: 'Bank account',
      type: 'select',
      options: (c) =>
        c.bankAccounts.map((b) => ({
          value: b.accountId,
          label: `${b.name} · ${b.accountId} · ${areaLabel(b.area)}`,
        })),
    },
  ],
  empty: { accountName: '', tax: 'false', ledger: '', ledgerId: '', accountId: '' },
  valuesOf: (r) => ({
    accountName: r.accountName,
    tax: String(r.tax),
    ledger: r.tax ? '' : r.ledger,
    ledgerId: r.ledgerId,
    accountId: r.accountId,
  }),
  bodyOf: (v) => ({
    accountName: v.accountName ?? '',
    ledger: v.tax === 'true' ? TAX_LEDGER : (v.ledger ?? ''),
    ledgerId: v.ledgerId ?? '',
    accountId: v.accountId ?? '',
  }),
  nameOf: (r) => r.accountName,
};

const transactionCodes: KindSpec<'transactionCodes'> = {
  kind: 'transactionCodes',
  title: 'Transaction codes',
  noun: 'transaction code',
  description: 'The types entries carry. A description may change; a code in use may not.',
  fields: [
    {
      key: 'transCode',
      label: 'Code',
      type: 'text',
      max: LIMITS.transCode,
      check: pattern(TRANS_CODE_PATTERN, TRANS_CODE_MESSAGE),
    },
    { key: 'transDesc', label: 'Description', type: 'text', max: LIMITS.transDesc, check: nameCheck },
  ],
  empty: { transCode: '', transDesc: '' },
  valuesOf: (r) => ({ transCode: r.transCode, transDesc: r.transDesc }),
  bodyOf: (v) => ({ transCode: (v.transCode ?? '').trim(), transDesc: v.transDesc ?? '' }),
  nameOf: (r) => `${r.transCode} ${r.transDesc}`,
};

const recTypes: KindSpec<'recTypes'> = {
  kind: 'recTypes',
  title: 'Reconciling types',
  noun: 'reconciling type',
  description: 'What people give as the reason an item reconciles, per area. The system assigns some itself.',
  fields: [
    { key: 'area', label: 'Area', type: 'select', options: () => AREA_OPTIONS },
    { key: 'name', label: 'Name', type: 'text', max: LIMITS.recType, check: nameCheck },
  ],
  empty: { area: 'bankRec', name: '' },
  valuesOf: (r) => ({ area: r.area, name: r.name }),
  bodyOf: (v) => ({ area: v.area ?? 'bankRec', name: v.name ?? '' }),
  nameOf: (r) => `${r.name} (${areaLabel(r.area)})`,
  lockedOf: (r) => (r.systemAssigned ? 'Assigned by the system' : null),
};

export const KIND_SPECS = { bankAccounts, ledgers, ledgerAccounts, transactionCodes, recTypes } as const;

/** The first problem of each field the form shows (required, too long, the rule), skipping switched-off ones. */
export function formErrors(fields: readonly FieldSpec[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.type === 'switch' || (field.enabled && !field.enabled(values))) continue;
    const value = (values[field.key] ?? '').trim();
    if (value === '') errors[field.key] = 'Required';
    else if (field.max !== undefined && value.length > field.max)
      errors[field.key] = `At most ${field.max} characters`;
    else {
      const problem = field.check?.(value);
      if (problem) errors[field.key] = problem;
    }
  }
  return errors;
}
