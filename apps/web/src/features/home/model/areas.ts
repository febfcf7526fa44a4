import { AREAS, type Area, areasOfRoles } from '@clearline/domain';

export const AREA_INFO: Record<Area, { label: string; description: string }> = {
  member: { label: 'Member', description: 'Your profile, organisations and help' },
  management: { label: 'Management', description: 'Dashboards and the reconciliation overview' },
  bankRec: {
    label: 'Bank reconciliation',
    description: 'Customers, ledgers, transfers, imports and matching',
  },
  ewa: { label: 'Employer funds', description: 'Employers, partners, ledgers and sub-ledgers' },
  admin: { label: 'Administration', description: 'Organisations, users and roles' },
};

/** The areas the role ids open, in the product's fixed order (the domain decides, never this page). */
export function openAreas(roles: readonly number[]): Area[] {
  const open = areasOfRoles(roles);
  return AREAS.filter((area) => open.has(area));
}
