import type { DryRunPair, DryRunResponse } from '@clearline/contracts';
import { formatUsDate } from '@clearline/domain/dates';
import { minorToDecimalString } from '@clearline/domain/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Amount, tabular } from '../../../../shared/ui/Amount';
import { DataGrid, type GridColumn } from '../../../../shared/ui/DataGrid';
import { uniqueKeys } from './rules-model';

interface RuleRow {
  ruleId: string;
  total?: boolean;
  current: { confirmed: number; confirmedLines: number; suggested: number } | null;
  proposed: { confirmed: number; confirmedLines: number; suggested: number } | null;
}

/** Each rule of either list once, in the proposed order, then the rules the proposal drops; totals last. */
function ruleRows(result: DryRunResponse): RuleRow[] {
  const current = new Map(result.current.perRule.map((r) => [r.ruleId, r]));
  const proposed = new Map(result.proposed.perRule.map((r) => [r.ruleId, r]));
  const ids = [...proposed.keys(), ...[...current.keys()].filter((id) => !proposed.has(id))];
  return [
    ...ids.map((ruleId) => ({
      ruleId,
      current: current.get(ruleId) ?? null,
      proposed: proposed.get(ruleId) ?? null,
    })),
    { ruleId: 'Total', total: true, current: result.current.totals, proposed: result.proposed.totals },
  ];
}

const figure = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString('en-US'));

/** The change of a figure, signed; the tone says nothing about good or bad, only that it moved. */
function Change({ from, to }: { from: number | undefined; to: number | undefined }) {
  const delta = (to ?? 0) - (from ?? 0);
  if (delta === 0)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        0
      </Box>
    );
  return (
    <Box component="span" sx={{ fontWeight: 700, color: delta > 0 ? 'tone.success' : 'tone.negative' }}>
      {delta > 0 ? '+' : '−'}
      {Math.abs(delta).toLocaleString('en-US')}
    </Box>
  );
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function Lines({ lines }: { lines: DryRunPair['bank'] }) {
  const keys = uniqueKeys(lines, (l) => `${l.date}|${l.amountMinor}|${l.text}`);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {lines.map((l, i) => (
        <Box key={keys[i]} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline', minWidth: 0 }}>
          <Box component="span" sx={{ ...tabular, whiteSpace: 'nowrap' }}>
            {formatUsDate(l.date)}
          </Box>
          <Amount value={minorToDecimalString(l.amountMinor)} />
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
            title={l.text}
          >
            {l.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const PAIR_COLUMNS: GridColumn<DryRunPair>[] = [
  { id: 'rule', header: 'Rule', cell: (p) => p.ruleId, width: 150, cellSx: { whiteSpace: 'nowrap' } },
  { id: 'account', header: 'Account', cell: (p) => p.accountId, width: 120 },
  { id: 'bank', header: 'Bank lines', cell: (p) => <Lines lines={p.bank} /> },
  { id: 'ledger', header: 'Ledger lines', cell: (p) => <Lines lines={p.ledger} /> },
];

function PairList({
  title,
  change,
  testId,
}: {
  title: string;
  change: DryRunResponse['gained'];
  testId: string;
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {title}: {change.count.toLocaleString('en-US')}
        {change.count > change.sample.length ? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
            (the first {change.sample.length} by date)
          </Typography>
        ) : null}
      </Typography>
      <DataGrid
        label={title}
        columns={PAIR_COLUMNS}
        rows={change.sample}
        rowKey={(p) =>
          `${p.accountId}-${p.ruleId}-${p.bank.map((b) => `${b.date}${b.amountMinor}`).join()}-${p.ledger.length}`
        }
        loaded
        empty="None."
        minWidth={760}
        minHeight={60}
        keyboardScroll
      />
    </Box>
  );
}

/**
 * A dry run's answer: last month's lines under the current and the proposed rules, per rule and in
 * total, then the pairs that change (a sample with dates and amounts). `stale`: the draft changed since.
 */
export function DryRunResult({ result, stale }: { result: DryRunResponse; stale: boolean }) {
  const columns: GridColumn<RuleRow>[] = [
    {
      id: 'rule',
      header: 'Rule',
      cell: (r) => (
        <Box component="span" sx={{ fontWeight: r.total ? 700 : 500, whiteSpace: 'nowrap' }}>
          {r.ruleId}
          {!r.total && r.proposed === null ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              (removed)
            </Box>
          ) : null}
          {!r.total && r.current === null ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              (new)
            </Box>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'cur-lines',
      header: 'Confirmed lines now',
      numeric: true,
      cell: (r) => figure(r.current?.confirmedLines),
    },
    { id: 'cur-sugg', header: 'Suggested now', numeric: true, cell: (r) => figure(r.current?.suggested) },
    {
      id: 'new-lines',
      header: 'Confirmed lines proposed',
      numeric: true,
      cell: (r) => figure(r.proposed?.confirmedLines),
    },
    {
      id: 'new-sugg',
      header: 'Suggested proposed',
      numeric: true,
      cell: (r) => figure(r.proposed?.suggested),
    },
    {
      id: 'change',
      header: 'Change in confirmed lines',
      numeric: true,
      cell: (r) => <Change from={r.current?.confirmedLines} to={r.proposed?.confirmedLines} />,
    },
  ];
  const t = { current: result.current.totals, proposed: result.proposed.totals };
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
      data-testid="dry-run-result"
    >
      <Box>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          Dry run on {monthLabel(result.month)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatUsDate(result.from)} – {formatUsDate(result.to)} · {result.accounts.length} bank account
          {result.accounts.length === 1 ? '' : 's'} · {result.bankLines.toLocaleString('en-US')} bank lines,{' '}
          {result.ledgerLines.toLocaleString('en-US')} ledger lines · ran in{' '}
          {Math.round(result.ms).toLocaleString('en-US')} ms · nothing was saved or matched
        </Typography>
      </Box>
      {stale ? (
        <Alert severity="warning">
          The draft changed after this dry run: run it again to see the new figures.
        </Alert>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        data-testid="dry-run-totals"
      >
        <Figure
          label="Confirmed matches"
          from={t.current.confirmed}
          to={t.proposed.confirmed}
          testId="total-confirmed"
        />
        <Figure
          label="Suggestions"
          from={t.current.suggested}
          to={t.proposed.suggested}
          testId="total-suggested"
        />
        <Figure label="Bank lines left open" from={t.current.leftOpenBank} to={t.proposed.leftOpenBank} />
        <Figure
          label="Ledger lines left open"
          from={t.current.leftOpenLedger}
          to={t.proposed.leftOpenLedger}
        />
      </Box>
      <DataGrid
        label="Confirmed and suggested per rule"
        columns={columns}
        rows={ruleRows(result)}
        rowKey={(r) => (r.total ? '__total' : r.ruleId)}
        rowProps={(r) => ({ 'data-testid': 'dry-run-rule', 'data-rule': r.ruleId }) as object}
        loaded
        empty="No rules."
        minWidth={760}
        minHeight={60}
        keyboardScroll
      />
      <PairList title="Confirmed only by the proposed rules" change={result.gained} testId="dry-run-gained" />
      <PairList title="No longer confirmed" change={result.lost} testId="dry-run-lost" />
    </Paper>
  );
}

function Figure({ label, from, to, testId }: { label: string; from: number; to: number; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ ...tabular, fontSize: '1.25rem', fontWeight: 700 }}>
        {to.toLocaleString('en-US')}
      </Typography>
      <Typography variant="caption" sx={{ ...tabular }}>
        now {from.toLocaleString('en-US')} · <Change from={from} to={to} />
      </Typography>
    </Box>
  );
}
