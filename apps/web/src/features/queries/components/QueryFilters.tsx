import { QUERY_FILTERS_OF, QUERY_STATUSES_OF, type QueryFilterName } from '@clearline/contracts';
import { ledgerArea } from '@clearline/domain/areas';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { selectAreaBankAccounts, useLedgerConfig } from '../../../shared/lib/ledger-config';
import { AmountField } from '../../../shared/ui/AmountField';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { useQueryOptions } from '../api/queries-api';
import { MATCH_STATUS_LABELS, type QueryForm, STATUS_LABELS } from '../model/query-form';

/**
 * The filters of the form's subject, each shown only when the subject has it (the contract's
 * QUERY_FILTERS_OF), with the field's problem under it.
 */
export function QueryFilters({
  form,
  errors,
  onChange,
}: {
  form: QueryForm;
  errors: Partial<Record<QueryFilterName, string>>;
  onChange: (name: QueryFilterName, value: string) => void;
}) {
  const accounts = useLedgerConfig({ select: selectAreaBankAccounts(form.area) });
  const options = useQueryOptions();
  const has = (name: QueryFilterName) => QUERY_FILTERS_OF[form.subject].includes(name);
  const value = (name: QueryFilterName) => form.filters[name] ?? '';
  const party = ledgerArea(form.area).labels.party;
  const statusLabels = form.subject === 'matches' ? MATCH_STATUS_LABELS : STATUS_LABELS;

  const text = (name: QueryFilterName, label: string, placeholder?: string) =>
    has(name) ? (
      <TextField
        size="small"
        label={label}
        value={value(name)}
        placeholder={placeholder}
        onChange={(e) => onChange(name, e.target.value)}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        slotProps={{ htmlInput: { maxLength: name === 'text' ? 100 : 60 } }}
      />
    ) : null;
  const date = (name: QueryFilterName, label: string) =>
    has(name) ? (
      <TextField
        type="date"
        size="small"
        label={label}
        value={value(name)}
        onChange={(e) => onChange(name, e.target.value)}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '1900-01-01', max: '2100-12-31' } }}
      />
    ) : null;
  const amount = (name: 'amountMin' | 'amountMax', label: string) =>
    has(name) ? (
      <AmountField
        size="small"
        label={label}
        value={value(name)}
        onChange={(next) => onChange(name, next)}
        problem={errors[name]}
      />
    ) : null;

  return (
    <Box
      role="group"
      aria-label="Filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <FilterSelect
        label="Bank account"
        value={value('accountId')}
        onChange={(next) => onChange('accountId', next)}
        anyLabel="Any account"
        options={(accounts.data ?? []).map((a) => ({
          value: a.accountId,
          label: `${a.name} · ${a.accountId}`,
        }))}
        dense={false}
      />
      <FilterSelect
        label="Status"
        value={value('status')}
        onChange={(next) => onChange('status', next)}
        anyLabel="Any status"
        options={QUERY_STATUSES_OF[form.subject].map((s) => ({ value: s, label: statusLabels[s] ?? s }))}
        dense={false}
      />
      {date('dateFrom', 'Date from')}
      {date('dateTo', 'Date to')}
      {amount('amountMin', 'Amount from')}
      {amount('amountMax', 'Amount to')}
      {text('party', party, form.area === 'ewa' ? 'Employer id' : 'Customer id')}
      {text('code', 'Transaction code')}
      {text('text', 'Description or reference contains')}
      {text('rule', 'Rule', 'e.g. amount-date')}
      {has('matchedBy') ? (
        <FilterSelect
          label="Matched by"
          value={value('matchedBy')}
          onChange={(next) => onChange('matchedBy', next)}
          anyLabel="Anyone"
          options={(options.data?.people ?? []).map((p) => ({ value: p.id, label: p.name }))}
          dense={false}
        />
      ) : null}
      {has('origin') ? (
        <FilterSelect
          label="Manual or auto"
          value={value('origin')}
          onChange={(next) => onChange('origin', next)}
          anyLabel="Both"
          options={[
            { value: 'manual', label: 'Manual' },
            { value: 'auto', label: 'Auto-match' },
          ]}
          dense={false}
        />
      ) : null}
      {date('matchedFrom', 'Matched from')}
      {date('matchedTo', 'Matched to')}
    </Box>
  );
}
