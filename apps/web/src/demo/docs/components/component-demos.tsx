import type { ReportFormat } from '@clearline/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
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
import { MonthPicker } from '../../../shared/ui/MonthPicker';
import { SearchBox } from '../../../shared/ui/SearchBox';

// The live examples of the component pages that keep state of their own (component-docs.tsx lists them).

/** Sample customers for the search box and the grid: what a bank-rec clerk would see. */
const CUSTOMERS = [
  { id: 'C1001', name: 'Harbor Dental Group', balance: '12840.00' },
  { id: 'C1002', name: 'Northside Plumbing', balance: '-310.55' },
  { id: 'C1003', name: 'Maple Street Bakery', balance: '0.00' },
  { id: 'C1004', name: 'Summit Logistics', balance: '98214.10' },
];

export function AmountFieldDemo() {
  const [value, setValue] = useState('125.50');
  return <AmountField label="Amount" value={value} onChange={setValue} sx={{ maxWidth: 240 }} />;
}

export function ChoiceToggleDemo() {
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

export function FilterSelectDemo() {
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

export function MonthPickerDemo() {
  const [month, setMonth] = useState('2026-10');
  return (
    <Stack spacing={1}>
      <MonthPicker month={month} onChange={setMonth} />
      <Typography variant="body2">Month: {month}</Typography>
    </Stack>
  );
}

export function SearchBoxDemo() {
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

export function ConfirmDialogDemo() {
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

export function DataGridDemo() {
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

export function ChartPanelDemo() {
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

export function CountdownDemo() {
  // A fixed end three days ahead of the page's first render, so the display ticks as it would.
  const [endsAt] = useState(() => Date.now() + 3 * 86_400_000 + 5 * 3_600_000);
  return <Countdown endsAt={endsAt} />;
}

export function ExportButtonsDemo() {
  const [pending, setPending] = useState<ReportFormat | null>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ExportButtons pending={pending} disabled={false} onExport={setPending} />
      <Typography variant="body2">{pending ? `Requested: ${pending}` : 'Nothing requested yet.'}</Typography>
    </Stack>
  );
}

export function FetchingBarDemo() {
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
