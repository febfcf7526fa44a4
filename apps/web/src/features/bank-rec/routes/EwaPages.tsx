import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { RECORDS_AREAS, RecordsAreaContext } from '../api/records-area';
import { PartnersPanel } from '../components/PartnersPanel';
import ClientListPage from './ClientListPage';
import SearchLedgerPage from './SearchLedgerPage';

const EWA = RECORDS_AREAS.ewa;

/**
 * The employer-funds records pages (issue 12): the bank-rec pages drawn in the employer-funds area.
 * /app/ewa/orgList is the employer list, with the partners on a second tab (?tab=partners);
 * /app/ewa/searchLedger the employer-funds search ledger.
 */
export function EwaOrgListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'partners' ? 'partners' : 'employers';
  const tabs = (
    <Tabs
      value={tab}
      onChange={(_event, next) => setParams(next === 'partners' ? { tab: 'partners' } : {})}
      aria-label="Employers and partners"
      sx={{ mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40, fontWeight: 700 } }}
    >
      <Tab value="employers" label="Employers" />
      <Tab value="partners" label="Partners" />
    </Tabs>
  );
  return (
    <RecordsAreaContext value={EWA}>
      {tab === 'employers' ? (
        <ClientListPage tabs={tabs} />
      ) : (
        <PageFrame>
          <PageHeader
            area={EWA.pages.area}
            title={EWA.pages.listTitle}
            description={EWA.pages.listDescription}
          />
          {tabs}
          <PartnersPanel />
        </PageFrame>
      )}
    </RecordsAreaContext>
  );
}

export function EwaSearchLedgerPage() {
  return (
    <RecordsAreaContext value={EWA}>
      <SearchLedgerPage />
    </RecordsAreaContext>
  );
}
