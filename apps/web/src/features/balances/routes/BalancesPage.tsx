import type { BalanceDayRow } from '@clearline/contracts';
import { canUseArea } from '@clearline/domain';
import UploadFile from '@mui/icons-material/UploadFile';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { errorMessage, isApiError } from '../../../shared/lib/api-client';
import { isMonth } from '../../../shared/lib/month';
import { Amount } from '../../../shared/ui/Amount';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { LoadError } from '../../../shared/ui/LoadError';
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useBalanceFiles, useBalances, useImportBalances } from '../api/balances-api';
import { ProfileEditor } from '../components/ProfileEditor';

const SOURCE_LABEL = { statement: 'Statement', file: 'Balance file', agent: 'Agent' } as const;
const money = (value: string | null) => (value === null ? '—' : <Amount value={value} />);

/**
 * /app/agentPanel/importBalances: each bank account's opening, closing and available balance per day —
 * the statements' own and those imported from balance files — with the days whose closing is not the
 * opening plus the day's statement lines flagged with the difference.
 */
export default function BalancesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const accountId = params.get('account') ?? '';
  const list = useBalances(isMonth(asked) ? asked : undefined, accountId || undefined);
  const files = useBalanceFiles();
  const importFile = useImportBalances();
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<{
    tone: 'success' | 'warning' | 'error';
    text: string;
    lines: string[];
  } | null>(null);
  // The accounts listed are those of the areas the caller's roles open: the header names the area.
  const roles = useAuth().organization?.roles ?? [];
  const areaName = canUseArea(roles, 'bankRec') ? 'Bank Reconciliation' : 'Employer funds';
  const month = list.data?.month ?? '';
  const days = list.data?.days ?? [];
  const accounts = [...new Map(days.map((d) => [d.accountId, d.accountName])).entries()];
  const set = (next: Record<string, string>) => {
    const merged = { month, account: accountId, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== '')), { replace: true });
  };
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setOutcome(null);
    importFile.mutate(file, {
      onSuccess: ({ data }) =>
        setOutcome({
          tone: data.flaggedDays > 0 ? 'warning' : 'success',
          text: `${file.name}: ${data.balances} balance${data.balances === 1 ? '' : 's'} imported for ${data.accounts.join(', ')}${data.flaggedDays > 0 ? `; ${data.flaggedDays} day${data.flaggedDays === 1 ? ' disagrees' : 's disagree'} with the statement lines` : ''}.`,
          lines: [],
        }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text: errorMessage(error, 'The balance file could not be imported.'),
          lines: isApiError(error) ? error.details.map((d) => `${d.path}: ${d.message}`) : [],
        }),
    });
    if (input.current) input.current.value = '';
  };
  return (
    <PageFrame maxWidth={1440}>
      <PageHeader
        area={areaName}
        title="Import Balances"
        description="Opening, closing and available balances per account and day: the statements' own and those of balance files. A closing that is not the opening plus the day's statement lines is flagged with the difference."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {month ? <MonthPicker month={month} onChange={(m) => set({ month: m })} /> : null}
            <input
              ref={input}
              type="file"
              hidden
              accept=".csv,.txt,.bai,.bai2,.xml"
              data-testid="balance-file-input"
              onChange={(e) => onFile(e.target.files?.[0])}
            />
            <Button
              variant="contained"
              startIcon={<UploadFile />}
              disabled={importFile.isPending}
              onClick={() => input.current?.click()}
            >
              Import balance file
            </Button>
          </Box>
        }
      />
      {outcome ? (
        <Alert
          severity={outcome.tone}
          sx={{ mb: 2 }}
          onClose={() => setOutcome(null)}
          data-testid="balance-import-outcome"
        >
          {outcome.text}
          {outcome.lines.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Accordion disableGutters variant="outlined" sx={{ mb: 2 }}>
        <AccordionSummary>
          <Typography sx={{ fontWeight: 600 }}>CSV column profile</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Balance CSVs are read with this profile. BAI2 and camt files need none: their balance records
            (opening 010, closing 015, closing available 045; camt OPBD, CLBD, CLAV) are read as they are.
          </Typography>
          <ProfileEditor />
        </AccordionDetails>
      </Accordion>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField
          select
          size="small"
          label="Account"
          value={accountId}
          onChange={(e) => set({ account: e.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All accounts</MenuItem>
          {accounts.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name} ({id})
            </MenuItem>
          ))}
          {accountId && !accounts.some(([id]) => id === accountId) ? (
            <MenuItem value={accountId}>{accountId}</MenuItem>
          ) : null}
        </TextField>
        {list.data ? (
          <Typography role="status" variant="body2" data-testid="balance-flag-count">
            {list.data.flaggedDays === 0
              ? 'Every day agrees with its statement lines.'
              : `${list.data.flaggedDays} day${list.data.flaggedDays === 1 ? ' disagrees' : 's disagree'} with the statement lines.`}
          </Typography>
        ) : null}
      </Box>
      <FetchingBar fetching={list.isFetching} sx={{ mb: 1 }} />
      <LoadError query={list} fallback="The balances could not be loaded." sx={{ mb: 2 }} />
      <DataGrid<BalanceDayRow>
        label="Balances by account and day"
        keyboardScroll
        rows={days}
        rowKey={(d) => `${d.accountId}-${d.date}`}
        rowProps={(d) => ({ 'data-testid': `balance-row-${d.accountId}-${d.date}` }) as never}
        loaded={list.isSuccess}
        empty="No balance reported this month."
        minWidth={1040}
        maxHeight={{ xs: '60vh', md: '560px' }}
        columns={[
          { id: 'account', header: 'Account', width: 200, cell: (d) => `${d.accountName} (${d.accountId})` },
          { id: 'date', header: 'Date', width: 110, cell: (d) => d.date },
          { id: 'opening', header: 'Opening', numeric: true, cell: (d) => money(d.opening) },
          {
            id: 'lines',
            header: 'Day’s lines',
            numeric: true,
            cell: (d) => (d.lineCount ? <Amount value={d.linesTotal} /> : '—'),
          },
          { id: 'closing', header: 'Closing', numeric: true, cell: (d) => money(d.closing) },
          { id: 'available', header: 'Available', numeric: true, cell: (d) => money(d.available) },
          {
            id: 'check',
            header: 'Check',
            width: 170,
            cell: (d) =>
              d.flagged && d.difference ? (
                <StatusChip tone="error" label={`Off by ${d.difference}`} testId="balance-flag" />
              ) : d.difference === null ? (
                <StatusChip tone="neutral" label="Not checked" />
              ) : (
                <StatusChip tone="success" label="Agrees" />
              ),
          },
          {
            id: 'source',
            header: 'Source',
            width: 130,
            cell: (d) =>
              SOURCE_LABEL[d.sources.closing ?? d.sources.opening ?? d.sources.available ?? 'statement'],
          },
        ]}
      />
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        Balance files
      </Typography>
      <DataGrid
        label="Balance files imported"
        keyboardScroll
        rows={files.data ?? []}
        rowKey={(f) => f.id}
        loaded={files.isSuccess}
        empty="No balance file imported yet."
        minWidth={640}
        columns={[
          { id: 'name', header: 'File', cell: (f) => f.fileName },
          { id: 'format', header: 'Format', width: 90, cell: (f) => f.format.toUpperCase() },
          { id: 'source', header: 'From', width: 110, cell: (f) => SOURCE_LABEL[f.source] },
          { id: 'count', header: 'Balances', numeric: true, width: 100, cell: (f) => f.balanceCount },
          { id: 'at', header: 'Imported', width: 180, cell: (f) => new Date(f.createdAt).toLocaleString() },
        ]}
      />
    </PageFrame>
  );
}
