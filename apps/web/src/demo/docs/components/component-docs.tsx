import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Amount } from '../../../shared/ui/Amount';
import { IconTile } from '../../../shared/ui/IconTile';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { StatusChip } from '../../../shared/ui/StatusChip';
import type { PropDoc } from '../kit/PropsTable';
import {
  AmountFieldDemo,
  ChartPanelDemo,
  ChoiceToggleDemo,
  ConfirmDialogDemo,
  CountdownDemo,
  DataGridDemo,
  ExportButtonsDemo,
  FetchingBarDemo,
  FilterSelectDemo,
  MonthPickerDemo,
  SearchBoxDemo,
} from './component-demos';
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
