/**
 * The shared components documented under /components/<slug>: names only, so the route table and the
 * navigation can list them without loading the components (component-docs.tsx holds the live pages).
 */
export const COMPONENT_DOCS = [
  { slug: 'page-header', name: 'PageHeader and PageFrame' },
  { slug: 'amount', name: 'Amount' },
  { slug: 'amount-field', name: 'AmountField' },
  { slug: 'status-chip', name: 'StatusChip' },
  { slug: 'choice-toggle', name: 'ChoiceToggle' },
  { slug: 'filter-select', name: 'FilterSelect' },
  { slug: 'month-picker', name: 'MonthPicker' },
  { slug: 'search-box', name: 'SearchBox' },
  { slug: 'confirm-dialog', name: 'ConfirmDialog' },
  { slug: 'data-grid', name: 'DataGrid' },
  { slug: 'chart-panel', name: 'ChartPanel' },
  { slug: 'countdown', name: 'Countdown' },
  { slug: 'export-buttons', name: 'ExportButtons' },
  { slug: 'fetching-bar', name: 'FetchingBar' },
  { slug: 'load-error', name: 'LoadError' },
  { slug: 'icon-tile', name: 'IconTile' },
] as const;

export type ComponentSlug = (typeof COMPONENT_DOCS)[number]['slug'];
