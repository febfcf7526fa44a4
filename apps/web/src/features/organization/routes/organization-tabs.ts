import type { ComponentType } from 'react';

/** One tab of the organisation page: its address-bar name, its label and its panel, loaded when opened. */
export interface OrganizationTab {
  id: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The tabs of /app/organization/manageOrganization (issue 17), in the order they show. Each part of the
 * organisation's configuration is a panel of its own under panels/; adding one is one line here.
 */
export const ORGANIZATION_TABS: OrganizationTab[] = [
  // --- tabs: one line each ---
  { id: 'general', label: 'General', load: () => import('../panels/GeneralPanel') },
  { id: 'navigation', label: 'Navigation', load: () => import('../panels/NavigationPanel') },
  { id: 'ledger', label: 'Ledger configuration', load: () => import('../panels/ledger/LedgerConfigPanel') },
  { id: 'rules', label: 'Matching rules', load: () => import('../panels/rules/RulesPanel') },
  // --- end tabs ---
];
