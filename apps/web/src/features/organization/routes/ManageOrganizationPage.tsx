import AddBusiness from '@mui/icons-material/AddBusinessOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { NewOrganizationDialog } from '../components/NewOrganizationDialog';
import { ORGANIZATION_TABS } from './organization-tabs';

/**
 * Each tab's panel, made lazy once: a lazy component made during render starts loading again whenever
 * the page is rendered afresh, and the page never settles.
 */
const PANELS = new Map(ORGANIZATION_TABS.map((t) => [t.id, lazy(t.load)]));

/**
 * /app/organization/manageOrganization (issue 17): the organisation's configuration for its administrators,
 * one tab per part. The tab lives in the address bar (?tab=), so a link can open a part directly.
 */
export default function ManageOrganizationPage() {
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const first = ORGANIZATION_TABS[0]?.id ?? '';
  const tab = ORGANIZATION_TABS.some((t) => t.id === params.get('tab'))
    ? (params.get('tab') as string)
    : first;
  const Panel = PANELS.get(tab);
  const [creating, setCreating] = useState(false);

  return (
    <PageFrame>
      <PageHeader
        title="Organization"
        area="Administration"
        description="Settings, navigation, ledger configuration and matching rules of this organisation."
        actions={
          <Button variant="outlined" startIcon={<AddBusiness />} onClick={() => setCreating(true)}>
            New organization
          </Button>
        }
      />
      <NewOrganizationDialog open={creating} onClose={() => setCreating(false)} />
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === first ? {} : { tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Parts of the organisation's configuration"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {ORGANIZATION_TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`${ids}-tab-${t.id}`}
            aria-controls={t.id === tab ? `${ids}-panel-${t.id}` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${ids}-panel-${tab}`} aria-labelledby={`${ids}-tab-${tab}`}>
        <Suspense fallback={<PageLoader />}>{Panel ? <Panel /> : null}</Suspense>
      </Box>
    </PageFrame>
  );
}
