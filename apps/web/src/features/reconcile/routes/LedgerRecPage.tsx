import type { LedgerRecLine } from '@clearline/contracts';
import { counted } from '@clearline/domain/text';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { viewPaging } from '../../../shared/lib/use-paging';
import { Amount, tabular } from '../../../shared/ui/Amount';
import { DataGrid, type GridColumn } from '../../../shared/ui/DataGrid';
import { exactPagination } from '../../../shared/ui/exact-pagination';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { filterOptions } from '../../../shared/ui/filter-options';
import { LiveStatus } from '../../../shared/ui/LiveStatus';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useLedgerRec } from '../api/coverage-api';
import { useBankAccounts } from '../api/reconcile-api';
import { useReconcileArea } from '../api/reconcile-area';
import { type AgingRow, AgingTable } from '../components/coverage/AgingTable';
import { AsOfField, CoverageFilters, PartyFilterField } from '../components/coverage/CoverageFilters';
import { formatDate } from '../components/format';
import { useFilterDraft } from '../components/use-filter-draft';
import {
  AGE_BUCKETS,
  type AgeBucket,
  appliedLedgerRecFilters,
  COVERAGE_LIMITS,
  type LedgerRecView,
  readLedgerRecView,
  rematchQuery,
  writeLedgerRecView,
} from '../model/coverage-view';

const SIDE_OPTIONS = filterOptions(['', 'Both sides'], ['ledger', 'Ledger (book)'], ['bank', 'Bank']);
const AGE_OPTIONS = filterOptions(
  ['', 'Any age'],
  ...AGE_BUCKETS.map((b): [string, string] => [b, `${b} days`]),
);
type Grouping = 'employer' | 'partner' | 'account';

/**
 * /app/ewa/ledgerRec: the open items of the employer-funds ledger against the bank as of a date, aged
 * (0-7, 8-30, 31-60, 61-90, 90+ days), by side, employer, partner and bank account; then the lines,
 * paged, oldest first. A line, or a selection of one account's lines, opens Re-match on them.
 */
export default function LedgerRecPage() {
  const [params, setParams] = useSearchParams();
  const view = readLedgerRecView(params);
  const query = useLedgerRec(view);
  const data = query.data;
  const [grouping, setGrouping] = useState<Grouping>('employer');
  const [selected, setSelected] = useState<Map<string, LedgerRecLine>>(new Map());
  const navigate = useNavigate();
  const { paths } = useReconcileArea();
  const update = (next: Partial<LedgerRecView>) => {
    setSelected(new Map());
    setParams(writeLedgerRecView({ ...view, ...next }));
  };
  const rematchLink = (lines: readonly LedgerRecLine[]) => {
    const target = rematchQuery(lines);
    return target ? `${paths.rematch}?${new URLSearchParams(target).toString()}` : null;
  };
  const selection = [...selected.values()];
  const selectionLink = rematchLink(selection);

  const sides: AgingRow[] = data
    ? [
        { key: 'ledger', label: 'Ledger (book)', ...data.ledger },
        { key: 'bank', label: 'Bank', ...data.bank },
      ]
    : [];
  const groups: Record<Grouping, AgingRow[]> = {
    employer: (data?.byEmployer ?? []).map((row) => ({
      key: row.employer,
      label: `${row.employer} · ${row.employerName}`,
      note: row.partnerName || row.partner,
      ...row,
    })),
    partner: (data?.byPartner ?? []).map((row) => ({
      key: row.partner,
      label: row.partnerName || row.partner,
      note: row.partner,
      ...row,
    })),
    account: (data?.byBankAccount ?? []).map((row) => ({
      key: row.accountId,
      label: row.accountName || row.accountId,
      note: row.accountId,
      ...row,
    })),
  };
  const pick = (row: AgingRow) => {
    if (grouping === 'employer')
      update({ employer: { id: row.key, name: row.label.split(' · ')[1] ?? row.key }, page: 1 });
    else if (grouping === 'partner') update({ partner: { id: row.key, name: row.label }, page: 1 });
    else update({ bankAccount: row.key, page: 1 });
  };

  const toggle = (line: LedgerRecLine) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(line.id)) next.delete(line.id);
      else next.set(line.id, line);
      return next;
    });

  const columns: GridColumn<LedgerRecLine>[] = [
    {
      id: 'select',
      header: 'Select',
      headerHidden: true,
      width: 48,
      cell: (line) => (
        <Checkbox
          size="small"
          checked={selected.has(line.id)}
          onChange={() => toggle(line)}
          slotProps={{
            input: {
              'aria-label': `Select the ${line.side} line of ${formatDate(line.date)}, ${line.amount}`,
            },
          }}
        />
      ),
    },
    {
      id: 'date',
      header: 'Date',
      cell: (line) => formatDate(line.date),
      cellSx: { whiteSpace: 'nowrap', ...tabular },
    },
    { id: 'age', header: 'Age', numeric: true, cell: (line) => `${line.ageDays} d` },
    { id: 'side', header: 'Side', cell: (line) => (line.side === 'bank' ? 'Bank' : 'Ledger') },
    {
      id: 'party',
      header: 'Employer',
      cell: (line) =>
        line.employer ? (
          <Box sx={{ minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {line.employer}
            </Box>{' '}
            {line.employerName}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
              {line.partnerName || line.partner}
            </Box>
          </Box>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            —
          </Box>
        ),
    },
    {
      id: 'text',
      header: 'Details',
      cell: (line) => (
        <Box sx={{ minWidth: 0, maxWidth: 320 }}>
          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {line.text || line.transactionType || '—'}
          </Box>
          {line.reference ? (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
              {line.reference}
            </Box>
          ) : null}
        </Box>
      ),
    },
    { id: 'account', header: 'Account', cell: (line) => line.accountName || line.accountId },
    { id: 'amount', header: 'Amount', numeric: true, cell: (line) => <Amount value={line.amount} /> },
    {
      id: 'rematch',
      header: 'Re-match',
      headerHidden: true,
      cell: (line) => {
        const to = rematchLink([line]);
        return to ? (
          <Link
            component={RouterLink}
            to={to}
            aria-label={`Re-match the ${line.side} line of ${formatDate(line.date)}`}
          >
            Re-match
          </Link>
        ) : null;
      },
    },
  ];

  const rows = data?.rows ?? [];
  return (
    <PageFrame>
      <PageHeader
        area="Employer funds"
        title="Ledger Rec"
        description="Open items of the employer-funds ledger against the bank, aged in days, by employer, partner and account."
      />
      <LedgerRecFilters applied={view} onApply={(next) => update({ ...next, page: 1 })} />
      {query.isError ? null : (
        <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
          <AgingTable
            label="Open items by side"
            groupHeader={data ? `Side · as of ${formatDate(data.asOf)}` : 'Side'}
            rows={sides}
            loaded={data !== undefined}
            empty="No open items."
            compact
          />
          <AgingTable
            label={`Open items by ${grouping === 'account' ? 'bank account' : grouping}`}
            groupHeader={
              grouping === 'account' ? 'Bank account' : grouping === 'employer' ? 'Employer' : 'Partner'
            }
            rows={groups[grouping]}
            loaded={data !== undefined}
            empty="No open items in these groups."
            onPick={pick}
            toolbar={
              <Tabs
                value={grouping}
                onChange={(_event, next: Grouping) => setGrouping(next)}
                aria-label="Group the open items by"
                variant="scrollable"
                allowScrollButtonsMobile
                sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Tab value="employer" label="By employer" />
                <Tab value="partner" label="By partner" />
                <Tab value="account" label="By bank account" />
              </Tabs>
            }
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          Open lines
        </Typography>
        <LiveStatus testId="ledger-rec-selection" sx={{ ...tabular }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {selection.length > 0
              ? `${counted(selection.length, 'line')} selected${selectionLink ? '' : ' · of several accounts: Re-match opens one account'}`
              : data
                ? counted(data.total, 'open line')
                : ''}
          </Typography>
        </LiveStatus>
        <Button
          variant="contained"
          disabled={!selectionLink}
          onClick={() => {
            if (selectionLink) void navigate(selectionLink);
          }}
        >
          Re-match selected
        </Button>
      </Box>
      <DataGrid
        label="Open lines, oldest first"
        columns={columns}
        rows={rows}
        rowKey={(line) => `${line.side}:${line.id}`}
        rowProps={(line) =>
          ({
            'data-testid': 'ledger-rec-line',
            'data-side': line.side,
            selected: selected.has(line.id),
          }) as object
        }
        loaded={data !== undefined}
        fetching={query.isFetching}
        error={query.isError ? errorMessage(query.error, 'The open items could not be loaded.') : null}
        empty="No open lines match these filters."
        minWidth={1100}
        pagination={
          data
            ? exactPagination(viewPaging(view, update), {
                rowCount: rows.length,
                total: data.total,
                limits: COVERAGE_LIMITS,
                noun: 'lines',
              })
            : null
        }
      />
    </PageFrame>
  );
}

function LedgerRecFilters({
  applied,
  onApply,
}: {
  applied: LedgerRecView;
  onApply: (view: Omit<LedgerRecView, 'page' | 'limit'>) => void;
}) {
  const [draft, setDraft] = useFilterDraft(applied, (view) => writeLedgerRecView(view).toString());
  const accounts = useBankAccounts();
  const accountOptions = [
    { value: '', label: 'Any account' },
    ...(accounts.data ?? []).map((a) => ({ value: a.accountId, label: `${a.name} · ${a.accountId}` })),
  ];
  return (
    <CoverageFilters
      label="Ledger rec filters"
      applied={appliedLedgerRecFilters(applied)}
      onSubmit={() => onApply(draft)}
      onReset={() =>
        onApply({ asOf: '', employer: null, partner: null, bankAccount: '', ageBucket: '', side: '' })
      }
    >
      <AsOfField value={draft.asOf} onChange={(asOf) => setDraft({ ...draft, asOf })} />
      <PartyFilterField
        kind="employer"
        value={draft.employer}
        onChange={(employer) => setDraft({ ...draft, employer })}
      />
      <PartyFilterField
        kind="partner"
        value={draft.partner}
        onChange={(partner) => setDraft({ ...draft, partner })}
      />
      <FilterSelect
        label="Bank account"
        value={draft.bankAccount}
        options={accountOptions}
        showEmpty
        onChange={(bankAccount) => setDraft({ ...draft, bankAccount })}
        sx={{ width: { sm: 220 } }}
      />
      <FilterSelect
        label="Age"
        value={draft.ageBucket}
        options={AGE_OPTIONS}
        showEmpty
        onChange={(age) =>
          setDraft({
            ...draft,
            ageBucket: (AGE_BUCKETS as readonly string[]).includes(age) ? (age as AgeBucket) : '',
          })
        }
        sx={{ width: { sm: 140 } }}
      />
      <FilterSelect
        label="Side"
        value={draft.side}
        options={SIDE_OPTIONS}
        showEmpty
        onChange={(side) => setDraft({ ...draft, side: side === 'bank' || side === 'ledger' ? side : '' })}
        sx={{ width: { sm: 150 } }}
      />
    </CoverageFilters>
  );
}
