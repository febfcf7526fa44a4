import type { ReportFormat } from '@clearline/contracts';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { type ReactNode, useState } from 'react';
import { Amount } from '../../../shared/ui/Amount';
import { AmountField } from '../../../shared/ui/AmountField';
import { ChoiceToggle } from '../../../shared/ui/ChoiceToggle';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Countdown } from '../../../shared/ui/Countdown';
import { ChartPanel } from '../../../shared/ui/charts';
import { DataGrid } from '../../../shared/ui/DataGrid';
import { ExportButtons } from '../../../shared/ui/ExportButtons';
import { FetchingBar } from '../../../shared/ui/FetchingBar';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { filterOptions } from '../../../shared/ui/filter-options';
import { IconTile } from '../../../shared/ui/IconTile';
import { LoadError } from '../../../shared/ui/LoadError';
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SearchBox } from '../../../shared/ui/SearchBox';
import { StatusChip } from '../../../shared/ui/StatusChip';
import type { PropDoc } from '../kit/PropsTable';
import type { ComponentSlug } from './component-list';

/** What one component page shows: where it lives, what it is for, its props and live examples. */
export interface ComponentDoc {
  file: string;
  summary: string;
  props: readonly PropDoc[];
  Demo: () => ReactNode;
}

const sx: PropDoc = {
  name: 'sx',
  type: 'SxProps<Theme>',
  description: 'Extra styles for the outer element.',
};

/** Sample customers for the search box and the grid: what a bank-rec clerk would see. */
const CUSTOMERS = [
  { id: 'C1001', name: 'Harbor Dental Group', balance: '12840.00' },
  { id: 'C1002', name: 'Northside Plumbing', balance: '-310.55' },
  { id: 'C1003', name: 'Maple Street Bakery', balance: '0.00' },
  { id: 'C1004', name: 'Summit Logistics', balance: '98214.10' },
];

function AmountFieldDemo() {
  const [value, setValue] = useState('125.50');
  return <AmountField label="Amount" value={value} onChange={setValue} sx={{ maxWidth: 240 }} />;
}

function ChoiceToggleDemo() {
  const [value, setValue] = useState<'bankRec' | 'ewa'>('bankRec');
  return (
    <Stack spacing={1}>
      <ChoiceToggle
        label="Ledger area"
        value={value}
        onChange={setValue}
        choices={[
          { value: 'bankRec', label: 'Bank rec' },
          { value: 'ewa', label: 'Employer funds' },
        ]}
      />
      <Typography variant="body2">Selected: {value}</Typography>
    </Stack>
  );
}

function FilterSelectDemo() {
  const [value, setValue] = useState('');
  return (
    <FilterSelect
      label="Status"
      value={value}
      onChange={setValue}
      anyLabel="Any status"
      options={filterOptions(['open', 'Open'], ['matched', 'Matched'], ['aged', 'Aged'])}
      sx={{ minWidth: 200 }}
    />
  );
}

function MonthPickerDemo() {
  const [month, setMonth] = useState('2026-10');
  return (
    <Stack spacing={1}>
      <MonthPicker month={month} onChange={setMonth} />
      <Typography variant="body2">Month: {month}</Typography>
    </Stack>
  );
}

function SearchBoxDemo() {
  const [value, setValue] = useState<(typeof CUSTOMERS)[number] | null>(null);
  const [text, setText] = useState('');
  const options = CUSTOMERS.filter((c) => `${c.id} ${c.name}`.toLowerCase().includes(text.toLowerCase()));
  return (
    <SearchBox
      entity="Customer"
      value={value}
      onChange={setValue}
      options={options}
      onSearch={setText}
      getOptionKey={(c) => c.id}
      getOptionLabel={(c) => `${c.id} - ${c.name}`}
      sx={{ maxWidth: 360 }}
    />
  );
}

function ConfirmDialogDemo() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Delete customer
      </Button>
      {done ? <Typography variant="body2">Confirmed.</Typography> : null}
      <ConfirmDialog
        open={open}
        title="Are you sure ?"
        description="Are you sure you want to permanently delete customer C1001 ? This action cannot be undone."
        confirmLabel="Yes"
        danger
        focusCancel
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          setDone(true);
        }}
      />
    </Stack>
  );
}

function DataGridDemo() {
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const rows = [...CUSTOMERS].sort((a, b) =>
    direction === 'asc' ? a.id.localeCompare(b.id) : b.id.localeCompare(a.id),
  );
  return (
    <DataGrid
      label="Customers"
      loaded
      rows={rows}
      rowKey={(row) => row.id}
      empty="No customers"
      onSort={() => setDirection((d) => (d === 'asc' ? 'desc' : 'asc'))}
      minHeight={0}
      columns={[
        { id: 'id', header: 'Customer', cell: (row) => row.id, sort: direction },
        { id: 'name', header: 'Name', cell: (row) => row.name, sort: false },
        {
          id: 'balance',
          header: 'Balance',
          numeric: true,
          cell: (row) => <Amount value={row.balance} />,
          sort: false,
        },
      ]}
    />
  );
}

function ChartPanelDemo() {
  const months = ['Aug', 'Sep', 'Oct'];
  const matched = [812, 904, 877];
  return (
    <ChartPanel
      title="Matches by month"
      subtitle="Confirmed matches, last three months"
      height={220}
      table={{
        columns: [
          { key: 'month', label: 'Month' },
          { key: 'matched', label: 'Matched', numeric: true },
        ],
        rows: months.map((month, i) => ({ month, matched: matched[i] ?? 0 })),
      }}
    >
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: months }]}
        series={[{ data: matched, label: 'Matched' }]}
        hideLegend
      />
    </ChartPanel>
  );
}

function CountdownDemo() {
  // A fixed end three days ahead of the page's first render, so the display ticks as it would.
  const [endsAt] = useState(() => Date.now() + 3 * 86_400_000 + 5 * 3_600_000);
  return <Countdown endsAt={endsAt} />;
}

function ExportButtonsDemo() {
  const [pending, setPending] = useState<ReportFormat | null>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ExportButtons pending={pending} disabled={false} onExport={setPending} />
      <Typography variant="body2">{pending ? `Requested: ${pending}` : 'Nothing requested yet.'}</Typography>
    </Stack>
  );
}

function FetchingBarDemo() {
  const [fetching, setFetching] = useState(true);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FetchingBar fetching={fetching} label="Loading customers" sx={{ width: '100%' }} />
      <Button size="small" onClick={() => setFetching((f) => !f)}>
        {fetching ? 'Stop' : 'Start'} fetching
      </Button>
    </Stack>
  );
}

export const DOCS: Record<ComponentSlug, ComponentDoc> = {
  'page-header': {
    file: 'shared/ui/PageHeader.tsx',
    summary:
      "The top of every page: the area in small capitals, the page's one h1, a line of context and the page actions (they move under the title on a phone). PageFrame is the padded, width-capped frame around a page.",
    props: [
      { name: 'title', type: 'string', required: true, description: "The page's h1." },
      { name: 'description', type: 'ReactNode', description: 'One line under the title.' },
      { name: 'actions', type: 'ReactNode', description: 'Buttons at the right (below on a phone).' },
      { name: 'area', type: 'string', default: "'Bank reconciliation'", description: 'The label above.' },
    ],
    Demo: () => (
      <PageHeader
        title="Customer List"
        description="Customers of Demo Payroll Bureau"
        actions={<Button variant="contained">Add customer</Button>}
      />
    ),
  },
  amount: {
    file: 'shared/ui/Amount.tsx',
    summary:
      "A server amount (a decimal string) formatted with thousands separators, in tabular digits so a column lines up; debits show in the theme's readable negative tone.",
    props: [
      { name: 'value', type: 'string', required: true, description: "The server's decimal string." },
      { name: 'strong', type: 'boolean', default: 'false', description: 'Bold, for totals.' },
      { name: 'testId', type: 'string', description: 'data-testid for the browser tests.' },
      sx,
    ],
    Demo: () => (
      <Stack direction="row" spacing={3}>
        <Amount value="12840.00" />
        <Amount value="-310.55" />
        <Amount value="98214.10" strong />
      </Stack>
    ),
  },
  'amount-field': {
    file: 'shared/ui/AmountField.tsx',
    summary:
      "A text field for money as typed: the domain's amount rule (2 decimals, digits only) shows its message under the field; the value stays a string until the form turns it into minor units. Any other TextField prop passes through.",
    props: [
      { name: 'value', type: 'string', required: true, description: 'The text as typed.' },
      { name: 'onChange', type: '(text: string) => void', required: true, description: 'Every edit.' },
      { name: 'problem', type: 'string | null', description: "Another message; the typing rule's wins." },
      {
        name: 'flagged',
        type: 'boolean',
        default: 'false',
        description: 'Drawn as wrong without a message.',
      },
    ],
    Demo: AmountFieldDemo,
  },
  'status-chip': {
    file: 'shared/ui/StatusChip.tsx',
    summary: 'A status as a small chip in one of the readable tones, tinted, solid or outlined.',
    props: [
      { name: 'label', type: 'string', required: true, description: 'The text.' },
      {
        name: 'tone',
        type: "'success' | 'warning' | 'error' | 'info' | 'neutral'",
        required: true,
        description: 'The colour family.',
      },
      { name: 'solid', type: 'boolean', default: 'false', description: 'Filled with the dark shade.' },
      { name: 'outlined', type: 'boolean', default: 'false', description: 'Text and border in the tone.' },
      { name: 'testId', type: 'string', description: 'data-testid for the browser tests.' },
    ],
    Demo: () => (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatusChip label="Matched" tone="success" />
        <StatusChip label="Suggested" tone="info" />
        <StatusChip label="Aged" tone="warning" />
        <StatusChip label="Failed" tone="error" solid />
        <StatusChip label="Warning" tone="warning" outlined />
        <StatusChip label="Draft" tone="neutral" />
      </Stack>
    ),
  },
  'choice-toggle': {
    file: 'shared/ui/ChoiceToggle.tsx',
    summary:
      "One of a few choices as toggle buttons (a dashboard's area, a chart's range): one is always selected.",
    props: [
      { name: 'label', type: 'string', required: true, description: "The group's accessible name." },
      { name: 'value', type: 'T extends string', required: true, description: 'The selected choice.' },
      {
        name: 'choices',
        type: '{ value: T; label: ReactNode; ariaLabel?: string }[]',
        required: true,
        description: 'The buttons, in order.',
      },
      { name: 'onChange', type: '(value: T) => void', required: true, description: 'A new choice.' },
      sx,
    ],
    Demo: ChoiceToggleDemo,
  },
  'filter-select': {
    file: 'shared/ui/FilterSelect.tsx',
    summary: "A small select that narrows a list to one value of a field; '' means no filter.",
    props: [
      { name: 'label', type: 'string', required: true, description: 'The field label.' },
      { name: 'value', type: 'string', required: true, description: "The chosen value ('' for any)." },
      { name: 'onChange', type: '(value: string) => void', required: true, description: 'A new choice.' },
      {
        name: 'options',
        type: 'FilterOption[]',
        required: true,
        description: 'The choices; filterOptions([value, label], ...) builds them.',
      },
      { name: 'anyLabel', type: 'string', description: "A first 'no filter' choice, in italics." },
      { name: 'showEmpty', type: 'boolean', default: 'false', description: "'' is a real option." },
      { name: 'disabled', type: 'boolean', description: 'Not editable.' },
      { name: 'error', type: 'boolean', description: 'Drawn as wrong.' },
      { name: 'dense', type: 'boolean', default: 'true', description: 'Compact menu rows.' },
      sx,
    ],
    Demo: FilterSelectDemo,
  },
  'month-picker': {
    file: 'shared/ui/MonthPicker.tsx',
    summary:
      "Previous / month field / next: the month a page shows, as 'YYYY-MM' (the panel, the dashboards).",
    props: [
      { name: 'month', type: 'string', required: true, description: "The month shown, 'YYYY-MM'." },
      { name: 'onChange', type: '(month: string) => void', required: true, description: 'A new month.' },
    ],
    Demo: MonthPickerDemo,
  },
  'search-box': {
    file: 'shared/ui/SearchBox.tsx',
    summary:
      "The type-ahead of spec §2: it reports the typed text 300 ms after the last keystroke, shows the server's matches as they are (nothing is filtered here), optionally starts with 'Add New', and keyboard-selects with the arrows and Enter.",
    props: [
      { name: 'entity', type: 'string', required: true, description: "What is searched ('Customer')." },
      { name: 'value', type: 'T | null', required: true, description: 'The chosen entry.' },
      {
        name: 'onChange',
        type: '(value: T | null) => void',
        required: true,
        description: 'Chosen or cleared.',
      },
      { name: 'options', type: 'readonly T[]', required: true, description: "The server's matches." },
      { name: 'onSearch', type: '(text: string) => void', required: true, description: 'Debounced text.' },
      { name: 'getOptionKey', type: '(option: T) => string', required: true, description: 'A stable key.' },
      { name: 'getOptionLabel', type: '(option: T) => string', required: true, description: 'Its text.' },
      { name: 'onAddNew', type: '(prefill: string) => void', description: "Adds 'Add New' first." },
      { name: 'loading', type: 'boolean', description: 'A search is on its way.' },
      { name: 'keepSearchLabel', type: 'boolean', description: "Keep 'Search <entity>' as the label." },
      { name: 'size', type: "'small' | 'medium'", description: 'The field size.' },
      { name: 'helperText', type: 'ReactNode', description: 'A line under the field.' },
    ],
    Demo: SearchBoxDemo,
  },
  'confirm-dialog': {
    file: 'shared/ui/ConfirmDialog.tsx',
    summary:
      "Asks before an action: title, what will happen, optional fields, the server's refusal, then Cancel and the action. It is a form, so Enter confirms; it cannot be closed while the action runs.",
    props: [
      { name: 'open', type: 'boolean', required: true, description: 'Shown.' },
      { name: 'title', type: 'ReactNode', required: true, description: 'The question.' },
      { name: 'description', type: 'ReactNode', description: 'What the action does.' },
      { name: 'summary', type: 'ReactNode', description: 'What it applies to.' },
      { name: 'confirmLabel', type: 'string', required: true, description: "The action's button." },
      { name: 'pending', type: 'boolean', default: 'false', description: 'The action runs.' },
      { name: 'danger', type: 'boolean', default: 'false', description: 'A red action.' },
      { name: 'error', type: 'ReactNode', description: "The server's refusal." },
      { name: 'focusCancel', type: 'boolean', default: 'false', description: 'Cancel takes the focus.' },
      { name: 'onCancel', type: '() => void', required: true, description: 'Cancel or Escape.' },
      { name: 'onConfirm', type: '() => void', required: true, description: 'The action.' },
    ],
    Demo: ConfirmDialogDemo,
  },
  'data-grid': {
    file: 'shared/ui/DataGrid.tsx',
    summary:
      'A server-paged, server-sorted table in its card: toolbar, loading bar, refusal, rows (or a phone layout), the empty text once loaded and the pagination footer. Numeric columns are right-aligned in tabular digits.',
    props: [
      { name: 'label', type: 'string', required: true, description: "The table's accessible name." },
      {
        name: 'columns',
        type: 'GridColumn<Row>[]',
        required: true,
        description: 'id, header, cell, numeric, sort.',
      },
      { name: 'rows', type: 'readonly Row[]', required: true, description: 'The page of rows.' },
      { name: 'rowKey', type: '(row: Row) => string', required: true, description: 'A stable key.' },
      { name: 'loaded', type: 'boolean', required: true, description: 'The server answered once.' },
      { name: 'empty', type: 'ReactNode', required: true, description: 'Shown when there are no rows.' },
      { name: 'onSort', type: '(columnId: string) => void', description: 'A header was clicked.' },
      { name: 'fetching', type: 'boolean', default: 'false', description: 'Shows the loading bar.' },
      { name: 'error', type: 'ReactNode', description: 'The refusal, worded for people.' },
      { name: 'toolbar', type: 'ReactNode', description: 'Filters above the table.' },
      { name: 'narrow', type: 'ReactNode', description: 'Replaces the table on a phone.' },
      { name: 'pagination', type: 'ServerPaginationProps | null', description: 'The footer.' },
      { name: 'minHeight', type: 'number', default: '200', description: 'Least height of the rows.' },
    ],
    Demo: DataGridDemo,
  },
  'chart-panel': {
    file: 'shared/ui/charts/ChartPanel.tsx',
    summary:
      'A titled card around one chart with its data one click away: a Chart / Table switch (the accessible view of the same figures) and a CSV download.',
    props: [
      { name: 'title', type: 'string', required: true, description: 'The heading; also the CSV name.' },
      { name: 'subtitle', type: 'ReactNode', description: 'One line under it.' },
      { name: 'table', type: 'ChartTable', required: true, description: 'The figures the chart draws.' },
      { name: 'height', type: 'number', default: '260', description: 'Height of the chart in px.' },
      { name: 'actions', type: 'ReactNode', description: 'Extra controls beside the switch.' },
      { name: 'children', type: 'ReactNode', required: true, description: 'The @mui/x-charts chart.' },
    ],
    Demo: ChartPanelDemo,
  },
  countdown: {
    file: 'shared/ui/Countdown.tsx',
    summary: 'Days, hours, minutes and seconds until a moment, ticking every second (the coming-soon page).',
    props: [
      { name: 'endsAt', type: 'Date | number', required: true, description: 'The moment (ms since epoch).' },
      { name: 'onComplete', type: '() => void', description: 'Called once it reaches zero.' },
    ],
    Demo: CountdownDemo,
  },
  'export-buttons': {
    file: 'shared/ui/ExportButtons.tsx',
    summary: 'CSV / Excel / PDF: each starts an export job; the pending one shows a spinner.',
    props: [
      { name: 'onExport', type: '(format: ReportFormat) => void', required: true, description: 'A format.' },
      {
        name: 'pending',
        type: 'ReportFormat | null',
        required: true,
        description: 'The request on its way.',
      },
      { name: 'disabled', type: 'boolean', required: true, description: 'Nothing to export yet.' },
      { name: 'label', type: 'string', default: "'Export as'", description: "The group's accessible name." },
    ],
    Demo: ExportButtonsDemo,
  },
  'fetching-bar': {
    file: 'shared/ui/FetchingBar.tsx',
    summary: 'A 2 px bar while a query refetches; its height is kept when idle so nothing below jumps.',
    props: [
      { name: 'fetching', type: 'boolean', required: true, description: 'Shows the bar.' },
      { name: 'label', type: 'string', description: "The progress bar's accessible name." },
      sx,
    ],
    Demo: FetchingBarDemo,
  },
  'load-error': {
    file: 'shared/ui/LoadError.tsx',
    summary:
      "What a failed read says in place of its data: the server's message, or the fallback when it gave none. Nothing while the read is fine.",
    props: [
      {
        name: 'query',
        type: '{ isError: boolean; error: unknown }',
        required: true,
        description: 'A TanStack query result.',
      },
      { name: 'fallback', type: 'string', required: true, description: 'Said when the error has no text.' },
      sx,
    ],
    Demo: () => (
      <LoadError query={{ isError: true, error: null }} fallback="The customers could not be loaded." />
    ),
  },
  'icon-tile': {
    file: 'shared/ui/IconTile.tsx',
    summary: 'A 36 px rounded tile behind a small icon (dashboard figures); decoration only.',
    props: [
      { name: 'bgcolor', type: 'string', required: true, description: 'The tile colour (a palette path).' },
      { name: 'color', type: 'string', required: true, description: 'The icon colour.' },
      { name: 'children', type: 'ReactNode', required: true, description: 'The icon.' },
    ],
    Demo: () => (
      <Stack direction="row" spacing={1}>
        <IconTile bgcolor="primary.main" color="primary.contrastText">
          <AccountBalance fontSize="small" />
        </IconTile>
        <IconTile bgcolor="secondary.main" color="secondary.contrastText">
          <AccountBalance fontSize="small" />
        </IconTile>
      </Stack>
    ),
  },
};
