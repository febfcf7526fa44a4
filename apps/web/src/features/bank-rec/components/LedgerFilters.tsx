import { LEDGER_STATUSES } from '@clearline/contracts';
import FilterListOff from '@mui/icons-material/FilterListOff';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { AmountField } from '../../../shared/ui/AmountField';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import type { FilterOption } from '../../../shared/ui/filter-options';
import { useRecordsArea } from '../api/records-area';
import {
  EMPTY_LEDGER_FILTERS,
  type LedgerFilters as Filters,
  type LedgerStatus,
  ledgerFilterErrors,
} from '../model/ledger-search';
import type { LedgerSetup } from '../model/ledger-setup';
import { AccountSelect } from './AccountSelect';
import { PARTNER_SEARCH } from './PartnerSearch';
import { PartySearchBox } from './PartySearchBox';
import { RecordSearchBox } from './RecordSearchBox';

export const STATUS_LABELS: Record<LedgerStatus, string> = {
  open: 'Open',
  matched: 'Matched',
  reconciling: 'Reconciling item',
  void: 'Voided',
};

const ledgerOptions = (setup: LedgerSetup | undefined): FilterOption[] =>
  (setup?.ledgers ?? []).map((ledger) => ({ value: ledger.ledgerId, label: ledger.name }));
// The filter matches the description; two codes may share one, so the code keeps the rows apart.
const transactionTypeOptions = (setup: LedgerSetup | undefined): FilterOption[] =>
  (setup?.transactionCodes ?? []).map((code) => ({
    key: code.transCode,
    value: code.transDesc,
    label: code.transDesc,
  }));

const same = (a: Filters, b: Filters) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Search Ledger filters. Edited freely, applied with Search (or Enter); Reset clears them. Dates and
 * amounts are checked with the domain's rules before anything is sent.
 */
export function LedgerFiltersForm({
  setup,
  applied,
  onApply,
}: {
  setup: LedgerSetup | undefined;
  applied: Filters;
  onApply: (filters: Filters) => void;
}) {
  const [draft, setDraft] = useState<Filters>(applied);
  // Employers belong to partners: the employer-funds ledger also filters by partner.
  const { partiesHavePartners } = useRecordsArea().descriptor;
  // A new applied set (address bar, Reset) replaces the form.
  const appliedKey = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the applied filters by value
  useEffect(() => setDraft(applied), [appliedKey]);
  const errors = ledgerFilterErrors(draft);
  const pending = !same(draft, applied);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  // A list from the ledger set-up: disabled until the set-up has loaded.
  const setupSelect = (
    key: 'ledgerId' | 'transactionType',
    label: string,
    anyLabel: string,
    options: FilterOption[],
  ) => (
    <FilterSelect
      label={label}
      value={setup ? draft[key] : ''}
      onChange={(value) => set(key, value)}
      disabled={!setup}
      anyLabel={anyLabel}
      options={options}
    />
  );

  // The two ends of the date and amount ranges, each checked by the domain's rules as it is typed.
  const dateBound = (key: 'dateFrom' | 'dateTo', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }}
    />
  );
  const amountBound = (key: 'amountMin' | 'amountMax', label: string) => (
    <AmountField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(text) => set(key, text)}
      problem={errors[key] ?? null}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length === 0) onApply(draft);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Ledger filters" role="search">
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        <TextField
          select
          size="small"
          label="Bank account"
          value={setup ? draft.bankAccount : ''}
          onChange={(e) => set('bankAccount', e.target.value)}
          disabled={!setup}
          slotProps={{
            select: {
              renderValue: (value) =>
                setup?.bankAccounts.find((b) => b.accountId === value)?.name ?? String(value),
            },
          }}
        >
          <MenuItem value="" dense>
            <em>Any bank account</em>
          </MenuItem>
          {(setup?.bankAccounts ?? []).map((bank) => (
            <MenuItem key={bank.accountId} value={bank.accountId} dense>
              {bank.name}
              <Box component="span" sx={{ ml: 'auto', pl: 2, color: 'text.secondary', fontSize: '0.75rem' }}>
                ···{bank.accountId.slice(-4)}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        {setupSelect('ledgerId', 'Ledger', 'Any ledger', ledgerOptions(setup))}
        <AccountSelect
          setup={setup}
          value={draft.account}
          onChange={(name) => set('account', name)}
          allowEmpty
          helperText=""
        />
        <PartySearchBox
          allowAddNew={false}
          value={draft.customer ? { id: draft.customer, name: draft.customerName } : null}
          onChange={(option) =>
            setDraft((d) => ({ ...d, customer: option?.id ?? '', customerName: option?.name ?? '' }))
          }
        />
        {partiesHavePartners ? (
          <RecordSearchBox
            kind={PARTNER_SEARCH}
            allowAddNew={false}
            value={draft.partner ? { partner: draft.partner, partnerName: draft.partnerName } : null}
            onChange={(option) =>
              setDraft((d) => ({
                ...d,
                partner: option?.partner ?? '',
                partnerName: option?.partnerName ?? '',
              }))
            }
          />
        ) : null}
        {setupSelect('transactionType', 'Transaction type', 'Any type', transactionTypeOptions(setup))}
        <TextField
          select
          size="small"
          label="Status"
          value={draft.status}
          onChange={(e) => {
            const value = e.target.value as unknown;
            set(
              'status',
              (typeof value === 'string' ? value.split(',') : (value as string[])) as LedgerStatus[],
            );
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as LedgerStatus[]).length === 0
                  ? 'Any status'
                  : (selected as LedgerStatus[]).map((s) => STATUS_LABELS[s]).join(', '),
              displayEmpty: true,
            },
            inputLabel: { shrink: true },
          }}
        >
          {LEDGER_STATUSES.map((status) => (
            <MenuItem key={status} value={status} dense>
              <Checkbox size="small" checked={draft.status.includes(status)} sx={{ p: 0.5, mr: 1 }} />
              <ListItemText primary={STATUS_LABELS[status]} />
            </MenuItem>
          ))}
        </TextField>
        <Pair>
          {dateBound('dateFrom', 'From date')}
          {dateBound('dateTo', 'To date')}
        </Pair>
        <Pair>
          {amountBound('amountMin', 'Min amount')}
          {amountBound('amountMax', 'Max amount')}
        </Pair>
        <TextField
          size="small"
          label="Details or check no."
          placeholder="e.g. eftps 941 or harb*"
          value={draft.q}
          onChange={(e) => set('q', e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, type: 'search' } }}
          sx={{ gridColumn: { md: 'span 2', xl: 'span 2' } }}
        />
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            alignItems: 'flex-start',
            gridColumn: { xs: 'auto', sm: 'span 2', md: 'span 2', xl: 'span 2' },
          }}
        >
          <Button
            type="button"
            startIcon={<FilterListOff />}
            onClick={() => {
              setDraft(EMPTY_LEDGER_FILTERS);
              onApply(EMPTY_LEDGER_FILTERS);
            }}
          >
            Reset
          </Button>
          <Button
            type="submit"
            variant={pending ? 'contained' : 'outlined'}
            startIcon={<Search />}
            disabled={Object.keys(errors).length > 0}
            sx={{ minWidth: 110 }}
          >
            Search
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function Pair({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr', minWidth: 0 }}>{children}</Box>;
}
