import { counted } from '@clearline/domain/text';
import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/lib/api-client';
import { readTabState, writeTabState } from '../../../shared/lib/session';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { useAutoMatchJob, useBankAccounts, useMatchLines, useStartAutoMatch } from '../api/reconcile-api';
import { useReconcileArea } from '../api/reconcile-area';
import { AdjustmentDialog } from '../components/AdjustmentDialog';
import { AutoMatchStatusCard } from '../components/AutoMatchStatusCard';
import { MatchedTab } from '../components/MatchedTab';
import { notify } from '../components/notify';
import { OpenLinesPane, type PaneHandle } from '../components/OpenLinesPane';
import { SelectionBar } from '../components/SelectionBar';
import { SuggestionsTab } from '../components/SuggestionsTab';
import { emptyList, type ListState } from '../model/list-model';
import { decimal, matchRequest, selectionTotals } from '../model/selection';

const TABS = ['open', 'suggestions', 'matched'] as const;
type TabName = (typeof TABS)[number];
const TAB_LABELS: Record<TabName, string> = {
  open: 'Open items',
  suggestions: 'Suggestions',
  matched: 'Matched',
};
const isIsoDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * /app/bankRec/RematchTrans and /app/ewa/RematchTrans (the area's accounts and lines): match a bank account's open ledger entries and bank transactions by hand
 * (two virtualised panes and a live selection bar), run auto-match, decide its suggestions and undo
 * matches. The account, dates and tab live in the address bar (the panel links here with ?account=).
 */
/** How each pane names its lines. */
const PANE_WORDS = {
  ledger: { title: 'Ledger entries', noun: 'entries', nounOne: 'entry' },
  bank: { title: 'Bank transactions', noun: 'transactions', nounOne: 'transaction' },
};

export default function RematchPage() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const accounts = useBankAccounts();
  const { label } = useReconcileArea();
  const accountId = params.get('account') ?? '';
  const from = isIsoDate(params.get('from')) ? (params.get('from') as string) : '';
  const to = isIsoDate(params.get('to')) ? (params.get('to') as string) : '';
  const tabParam = params.get('tab');
  const tab: TabName = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as TabName) : 'open';
  const ids = useId();

  const update = (change: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // The first bank account is chosen when none is named.
  const firstAccount = accounts.data?.[0]?.accountId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list arrives or the account is cleared
  useEffect(() => {
    if (!accountId && firstAccount) update({ account: firstAccount });
  }, [accountId, firstAccount]);

  // The selection of each side.
  const [ledger, setLedger] = useState<ListState>(emptyList);
  const [bank, setBank] = useState<ListState>(emptyList);
  const ledgerPane = useRef<PaneHandle>(null);
  const bankPane = useRef<PaneHandle>(null);
  const clearAll = () => {
    setLedger((s) => ({ ...s, anchor: null, selected: new Map() }));
    setBank((s) => ({ ...s, anchor: null, selected: new Map() }));
  };
  // Another account or range: the selection no longer belongs to what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the scope changes, on purpose
  useEffect(() => {
    setLedger(emptyList());
    setBank(emptyList());
  }, [accountId, from, to]);

  const totals = selectionTotals(ledger.selected, bank.selected);
  const match = useMatchLines();
  const [adjusting, setAdjusting] = useState(false);
  const lastPane = useRef<'ledger' | 'bank'>('ledger');

  const finishMatch = (adjustment?: { recType: string; reason: string }) => {
    match.mutate(matchRequest(ledger.selected, bank.selected, adjustment), {
      onSuccess: (made) => {
        setAdjusting(false);
        clearAll();
        notify(
          `Matched ${counted(made.items.length, 'line')}${adjustment ? ` with a ${adjustment.recType} adjustment of ${made.difference}` : ''}.`,
          'success',
        );
        (lastPane.current === 'ledger' ? ledgerPane : bankPane).current?.focus();
      },
      onError: (error) => {
        if (!adjustment) notify(errorMessage(error, 'The lines could not be matched.'), 'error');
      },
    });
  };
  const startMatch = () => {
    if (!totals.canMatch || match.isPending) return;
    if (totals.balanced) finishMatch();
    else {
      match.reset();
      setAdjusting(true);
    }
  };

  // Auto-match.
  const start = useStartAutoMatch();
  // The account's last run in this tab: leaving the page and coming back shows it again (still running,
  // or its summary).
  const jobKey = `clearline.autoMatchJob.${accountId}`;
  const [jobId, setJobIdState] = useState<string | null>(() => readTabState(jobKey));
  useEffect(() => setJobIdState(readTabState(jobKey)), [jobKey]);
  const setJobId = (id: string) => {
    writeTabState(jobKey, id);
    setJobIdState(id);
  };
  const job = useAutoMatchJob(jobId);
  const running =
    start.isPending || (jobId !== null && !['succeeded', 'failed'].includes(job.data?.status ?? ''));
  const runAutoMatch = () => {
    if (!accountId) return;
    start.mutate(
      { accountId, ...(from ? { from } : {}), ...(to ? { to } : {}) },
      {
        onSuccess: (id) => setJobId(id),
        onError: (error) => notify(errorMessage(error, 'Auto-match could not be started.'), 'error'),
      },
    );
  };

  const paneHeight = phone ? 360 : 520;
  const account = accounts.data?.find((a) => a.accountId === accountId);

  // The two panes are one component for either side: each keeps its own list state, remembers that it
  // was used last (the focus returns there after a match), and hands the arrow keys to the other.
  const panes = {
    ledger: { state: ledger, set: setLedger, ref: ledgerPane },
    bank: { state: bank, set: setBank, ref: bankPane },
  };
  const paneProps = (side: 'ledger' | 'bank') => ({
    ref: panes[side].ref,
    side,
    ...PANE_WORDS[side],
    accountId,
    from,
    to,
    state: panes[side].state,
    onStateChange: (change: (current: ListState) => ListState) => {
      lastPane.current = side;
      panes[side].set(change);
    },
    onMatch: startMatch,
    onClearAll: clearAll,
    onOtherPane: () => panes[side === 'ledger' ? 'bank' : 'ledger'].ref.current?.focus(),
    height: paneHeight,
  });

  return (
    <PageFrame>
      <PageHeader
        area={label}
        title="Re-match"
        description="Match open ledger entries with bank transactions, run auto-match and review its suggestions."
      />

      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Box
          role="group"
          aria-label="Bank account and dates"
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            select
            size="small"
            label="Bank account"
            value={accounts.data ? accountId : ''}
            onChange={(event) => update({ account: event.target.value })}
            disabled={!accounts.data}
            sx={{ width: { xs: '100%', sm: 300 } }}
          >
            {(accounts.data ?? []).map((a) => (
              <MenuItem key={a.accountId} value={a.accountId}>
                {a.name} ···{a.accountId.slice(-4)}
              </MenuItem>
            ))}
          </TextField>
          <DateBound label="From" value={from} onChange={(next) => update({ from: next })} max={to} />
          <DateBound label="To" value={to} onChange={(next) => update({ to: next })} min={from} />
          <Button
            variant="contained"
            startIcon={<AutoFixHigh />}
            onClick={runAutoMatch}
            disabled={!accountId || running}
            sx={{ ml: { sm: 'auto' }, height: 40, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            {running ? 'Auto-matching…' : 'Auto-match'}
          </Button>
        </Box>
        <LoadError query={accounts} fallback="The bank accounts could not be loaded." sx={{ mt: 1.5 }} />
        {jobId !== null || start.isPending ? (
          <Box sx={{ mt: 2 }}>
            <AutoMatchStatusCard
              status={job.data}
              error={job.error}
              onReviewSuggestions={() => update({ tab: 'suggestions' })}
            />
          </Box>
        ) : null}
      </Paper>

      <Tabs
        value={tab}
        onChange={(_, value: TabName) => update({ tab: value === 'open' ? '' : value })}
        aria-label={account ? `Matching of ${account.name}` : 'Matching'}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={TAB_LABELS[name]}
            id={`${ids}-tab-${name}`}
            aria-controls={name === tab ? `${ids}-panel-${name}` : undefined}
            sx={{ fontWeight: 700 }}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={`${ids}-panel-${tab}`} aria-labelledby={`${ids}-tab-${tab}`}>
        {tab === 'open' ? (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
                gap: 2,
              }}
            >
              <OpenLinesPane {...paneProps('ledger')} />
              <OpenLinesPane {...paneProps('bank')} />
            </Box>
            <SelectionBar totals={totals} onMatch={startMatch} onClear={clearAll} busy={match.isPending} />
          </>
        ) : null}
        {tab === 'suggestions' ? <SuggestionsTab accountId={accountId} /> : null}
        {tab === 'matched' ? <MatchedTab accountId={accountId} from={from} to={to} /> : null}
      </Box>

      <AdjustmentDialog
        open={adjusting}
        difference={totals.differenceMinor === null ? '' : decimal(totals.differenceMinor)}
        what={`these ${counted(totals.count, 'line')}`}
        busy={match.isPending}
        error={match.error}
        onCancel={() => setAdjusting(false)}
        onConfirm={(adjustment) => finishMatch(adjustment)}
      />
    </PageFrame>
  );
}

/** One end of the period the panes show; the picker keeps it on its side of the other end. */
function DateBound({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: min || undefined, max: max || undefined },
      }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
    />
  );
}
