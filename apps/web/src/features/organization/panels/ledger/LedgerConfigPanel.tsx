import type { LedgerConfigAdmin } from '@clearline/contracts';
import Box from '@mui/material/Box';
import { errorMessage } from '../../../../shared/lib/api-client';
import type { GridColumn } from '../../../../shared/ui/DataGrid';
import { StatusChip } from '../../../../shared/ui/StatusChip';
import { useLedgerConfigAdmin } from './api/ledger-config-admin-api';
import { ConfigSection } from './components/ConfigSection';
import { areaLabel, KIND_SPECS } from './model/config-kinds';

type Rows<K extends keyof LedgerConfigAdmin> = LedgerConfigAdmin[K][number];

const mono = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function AreaChip({ area }: { area: string | null }) {
  return <StatusChip label={areaLabel(area)} tone={area === 'ewa' ? 'info' : area ? 'success' : 'neutral'} />;
}

/**
 * The ledger configuration tab of /app/organization/manageOrganization (issue 17): bank accounts, ledgers,
 * ledger accounts (with the Tax marker), transaction codes and reconciling types of both areas, each
 * added, edited and removed here by the organisation's administrators.
 */
export default function LedgerConfigPanel() {
  const query = useLedgerConfigAdmin();
  const config = query.data;
  const names = new Map((config?.bankAccounts ?? []).map((b) => [b.accountId, b.name]));
  const ledgerNames = new Map((config?.ledgers ?? []).map((l) => [l.ledgerId, l.name]));
  const state = {
    config,
    loaded: config !== undefined,
    fetching: query.isFetching,
    error: query.isError ? errorMessage(query.error, 'The ledger configuration could not be loaded.') : null,
  };

  const bankColumns: GridColumn<Rows<'bankAccounts'>>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name },
    { id: 'number', header: 'Account number', cell: (r) => r.accountId, cellSx: mono },
    { id: 'area', header: 'Area', cell: (r) => <AreaChip area={r.area} /> },
  ];
  const ledgerColumns: GridColumn<Rows<'ledgers'>>[] = [
    { id: 'id', header: 'Ledger id', cell: (r) => r.ledgerId, cellSx: mono },
    { id: 'name', header: 'Name', cell: (r) => r.name },
    { id: 'area', header: 'Area', cell: (r) => <AreaChip area={r.area} /> },
  ];
  const accountColumns: GridColumn<Rows<'ledgerAccounts'>>[] = [
    { id: 'name', header: 'Account', cell: (r) => r.accountName },
    {
      id: 'kind',
      header: 'Ledger kind',
      cell: (r) => (r.tax ? <StatusChip label="Tax" tone="warning" /> : r.ledger),
    },
    { id: 'ledger', header: 'Ledger', cell: (r) => `${ledgerNames.get(r.ledgerId) ?? ''} (${r.ledgerId})` },
    {
      id: 'bank',
      header: 'Bank account',
      cell: (r) => (
        <>
          {names.get(r.accountId) ?? ''}{' '}
          <Box component="span" sx={{ ...mono, color: 'text.secondary' }}>
            {r.accountId}
          </Box>
        </>
      ),
    },
  ];
  const codeColumns: GridColumn<Rows<'transactionCodes'>>[] = [
    { id: 'code', header: 'Code', cell: (r) => r.transCode, cellSx: mono, width: 120 },
    { id: 'desc', header: 'Description', cell: (r) => r.transDesc },
  ];
  const recTypeColumns: GridColumn<Rows<'recTypes'>>[] = [
    { id: 'name', header: 'Name', cell: (r) => r.name },
    { id: 'area', header: 'Area', cell: (r) => <AreaChip area={r.area} /> },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <ConfigSection
        spec={KIND_SPECS.bankAccounts}
        columns={bankColumns}
        card={(r) => ({ primary: r.name, secondary: `${r.accountId} · ${areaLabel(r.area)}` })}
        {...state}
      />
      <ConfigSection
        spec={KIND_SPECS.ledgers}
        columns={ledgerColumns}
        card={(r) => ({ primary: `${r.name} (${r.ledgerId})`, secondary: areaLabel(r.area) })}
        {...state}
      />
      <ConfigSection
        spec={KIND_SPECS.ledgerAccounts}
        columns={accountColumns}
        card={(r) => ({
          primary: r.accountName,
          secondary: `${r.tax ? 'Tax' : r.ledger} · ${r.ledgerId} · ${names.get(r.accountId) ?? ''} ${r.accountId}`,
        })}
        {...state}
      />
      <ConfigSection
        spec={KIND_SPECS.transactionCodes}
        columns={codeColumns}
        card={(r) => ({ primary: r.transCode, secondary: r.transDesc })}
        {...state}
      />
      <ConfigSection
        spec={KIND_SPECS.recTypes}
        columns={recTypeColumns}
        card={(r) => ({ primary: r.name, secondary: areaLabel(r.area) })}
        {...state}
      />
    </Box>
  );
}
