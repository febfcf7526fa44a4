import type { LedgerEntry } from '@clearline/contracts';
import { formatUsDate } from '@clearline/domain/dates';
import { formatMinor } from '@clearline/domain/money';
import EditNote from '@mui/icons-material/EditNote';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { amountSx } from '../../../shared/ui/Amount';
import { bodyRowSx, EmptyRow, HeadCell, headCellSx } from '../../../shared/ui/DataGrid';
import { StatusChip } from '../../../shared/ui/StatusChip';
import { useRecordsArea } from '../api/records-area';
import {
  apiAmountCents,
  type LedgerSort,
  type LedgerSortKey,
  ledgerSortDirection,
} from '../model/ledger-search';
import { STATUS_LABELS } from './LedgerFilters';

const STATUS_TONE = { open: 'info', matched: 'success', reconciling: 'warning', void: 'neutral' } as const;
const SOURCE_LABEL = { manual: 'Manual', transfer: 'Transfer', import: 'Import' } as const;

const SOURCE_ICON = { manual: EditNote, transfer: SwapHoriz, import: FileDownloadOutlined } as const;

/** Where an entry came from, as a small icon with its name for assistive technology. */
function SourceIcon({ source }: { source: LedgerEntry['source'] }) {
  const Icon = SOURCE_ICON[source];
  return (
    <Icon
      titleAccess={SOURCE_LABEL[source]}
      sx={{ fontSize: 15, mr: 0.75, verticalAlign: '-3px', color: 'text.secondary' }}
    />
  );
}

/** The status chip; a reconciling item shows its type, a voided entry says why on hover. */
function EntryStatus({ entry }: { entry: LedgerEntry }) {
  const label = entry.status === 'reconciling' && entry.recType ? entry.recType : STATUS_LABELS[entry.status];
  const why = entry.status === 'void' && entry.voidReason ? `Voided: ${entry.voidReason}` : undefined;
  return (
    <Box component="span" title={why} data-testid="entry-status">
      <StatusChip label={label} tone={STATUS_TONE[entry.status]} />
    </Box>
  );
}

/** A voided entry's amount no longer counts: struck through, in the disabled colour. */
const VOID_AMOUNT_SX = { textDecoration: 'line-through', color: 'text.disabled' } as const;

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export function entryAmountText(entry: LedgerEntry): string {
  const cents = apiAmountCents(entry.amount);
  return cents === null ? entry.amount : formatMinor(cents);
}

/** The search ledger grid: server-sorted columns, a checkbox per row, debits in the error colour. */
export function LedgerGrid({
  rows,
  sort,
  onSort,
  selected,
  onToggle,
  onTogglePage,
  emptyText,
  compact = false,
}: {
  /** Cards instead of a table (phones). */
  compact?: boolean;
  rows: LedgerEntry[];
  sort: LedgerSort;
  onSort: (key: LedgerSortKey) => void;
  selected: ReadonlyMap<string, LedgerEntry>;
  onToggle: (entry: LedgerEntry) => void;
  onTogglePage: (select: boolean) => void;
  emptyText: string;
}) {
  const { party } = useRecordsArea().descriptor.labels;
  const onPage = rows.filter((r) => selected.has(r.id)).length;
  const all = rows.length > 0 && onPage === rows.length;
  const sorted = (key: LedgerSortKey) => ({
    sort: ledgerSortDirection(sort, key),
    onSort: () => onSort(key),
  });
  if (compact) {
    return (
      <LedgerCards
        rows={rows}
        selected={selected}
        onToggle={onToggle}
        onTogglePage={onTogglePage}
        all={all}
        some={onPage > 0 && !all}
        emptyText={emptyText}
      />
    );
  }

  return (
    <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 360px)' }, minHeight: 240 }}>
      <Table
        size="small"
        stickyHeader
        aria-label="Ledger entries"
        sx={{ minWidth: 1000, tableLayout: 'fixed' }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={{ ...headCellSx, width: 44, px: '4px !important' }}>
              <Checkbox
                size="small"
                checked={all}
                indeterminate={onPage > 0 && !all}
                disabled={rows.length === 0}
                onChange={(e) => onTogglePage(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select every entry on this page' } }}
              />
            </TableCell>
            <HeadCell {...sorted('transactionDate')} width={104}>
              Date
            </HeadCell>
            <HeadCell {...sorted('customer')} width={200}>
              {party}
            </HeadCell>
            <HeadCell width={150}>Account</HeadCell>
            <HeadCell width={168}>Type / check</HeadCell>
            <HeadCell>Details</HeadCell>
            <HeadCell width={116}>Status</HeadCell>
            <HeadCell {...sorted('amount')} width={128} align="right">
              Amount
            </HeadCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => {
            const isSelected = selected.has(entry.id);
            const cents = apiAmountCents(entry.amount);
            const isVoid = entry.status === 'void';
            return (
              <TableRow
                key={entry.id}
                hover
                selected={isSelected}
                onClick={() => onToggle(entry)}
                sx={{
                  ...bodyRowSx,
                  cursor: 'pointer',
                  ...(isVoid ? { '& > td': { ...bodyRowSx['& > td'], color: 'text.disabled' } } : {}),
                }}
                data-testid="ledger-row"
              >
                <TableCell
                  padding="checkbox"
                  sx={{ px: '4px !important' }}
                  onClick={(e) => e.stopPropagation()}
                >
                  <Checkbox
                    size="small"
                    checked={isSelected}
                    onChange={() => onToggle(entry)}
                    slotProps={{
                      input: {
                        'aria-label': `Select ${entry.coName} ${formatUsDate(entry.transactionDate)} ${entryAmountText(entry)}`,
                      },
                    }}
                  />
                </TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatUsDate(entry.transactionDate)}
                </TableCell>
                <TableCell sx={ellipsis} title={`${entry.coName} - ${entry.clientName}`}>
                  <Box component="span" sx={{ fontWeight: 700, mr: 0.75 }} data-testid="entry-customer">
                    {entry.coName}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {entry.clientName}
                  </Box>
                </TableCell>
                <TableCell sx={ellipsis} title={entry.account}>
                  {entry.account}
                  {entry.taxCode ? (
                    <Box component="span" sx={{ color: 'text.secondary', ml: 0.75, fontSize: '0.75rem' }}>
                      {entry.taxCode}
                    </Box>
                  ) : null}
                </TableCell>
                <TableCell
                  sx={ellipsis}
                  title={entry.checkNo ? `${entry.transactionType} #${entry.checkNo}` : entry.transactionType}
                >
                  {entry.checkNo ? (
                    <Box
                      component="span"
                      sx={{ fontWeight: 700, mr: 0.75, fontVariantNumeric: 'tabular-nums' }}
                    >
                      #{entry.checkNo}
                    </Box>
                  ) : null}
                  {entry.transactionType || '—'}
                </TableCell>
                <TableCell sx={ellipsis} title={`${SOURCE_LABEL[entry.source]}: ${entry.details}`}>
                  <SourceIcon source={entry.source} />
                  {entry.details}
                </TableCell>
                <TableCell>
                  <EntryStatus entry={entry} />
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    ...amountSx((cents ?? 0) < 0),
                    ...(isVoid ? VOID_AMOUNT_SX : {}),
                  }}
                  data-testid="entry-amount"
                >
                  {entryAmountText(entry)}
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 ? (
            <EmptyRow colSpan={8} py={8}>
              {emptyText}
            </EmptyRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The entries as cards on a phone: what a row says, without sideways scrolling. */
function LedgerCards({
  rows,
  selected,
  onToggle,
  onTogglePage,
  all,
  some,
  emptyText,
}: {
  rows: LedgerEntry[];
  selected: ReadonlyMap<string, LedgerEntry>;
  onToggle: (entry: LedgerEntry) => void;
  onTogglePage: (select: boolean) => void;
  all: boolean;
  some: boolean;
  emptyText: string;
}) {
  if (rows.length === 0) {
    return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>;
  }
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Checkbox
          size="small"
          checked={all}
          indeterminate={some}
          onChange={(e) => onTogglePage(e.target.checked)}
          slotProps={{ input: { 'aria-label': 'Select every entry on this page' } }}
        />
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 700 }}>
          Select page
        </Typography>
      </Box>
      <Box component="ul" aria-label="Ledger entries" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((entry) => {
          const cents = apiAmountCents(entry.amount);
          const isSelected = selected.has(entry.id);
          return (
            <Box
              component="li"
              key={entry.id}
              data-testid="ledger-row"
              sx={{
                display: 'flex',
                gap: 0.5,
                px: 0.5,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: isSelected ? 'action.selected' : undefined,
              }}
            >
              <Checkbox
                size="small"
                checked={isSelected}
                onChange={() => onToggle(entry)}
                sx={{ alignSelf: 'flex-start' }}
                slotProps={{
                  input: {
                    'aria-label': `Select ${entry.coName} ${formatUsDate(entry.transactionDate)} ${entryAmountText(entry)}`,
                  },
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0, pr: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: 700, flex: 1, minWidth: 0, ...ellipsis }}
                    data-testid="entry-customer"
                  >
                    {entry.coName}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      ...amountSx((cents ?? 0) < 0),
                      ...(entry.status === 'void' ? VOID_AMOUNT_SX : {}),
                    }}
                    data-testid="entry-amount"
                  >
                    {entryAmountText(entry)}
                  </Typography>
                </Box>
                <Typography variant="caption" component="div" sx={{ color: 'text.secondary', ...ellipsis }}>
                  {formatUsDate(entry.transactionDate)} · {entry.account} · {entry.transactionType || '—'}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
                  <Typography variant="caption" sx={{ flex: 1, minWidth: 0, ...ellipsis }}>
                    <SourceIcon source={entry.source} />
                    {entry.details}
                  </Typography>
                  <EntryStatus entry={entry} />
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </>
  );
}
