import { BANK_REC_ROLE_IDS, EWA_ROLE_IDS, MANAGEMENT_ROLE_IDS } from './permissions';

/**
 * The role ids an administrator may give (issue 17): exactly the ids spec §1 maps to an area. Their names
 * say what the spec tells of them (the area, and where role-based landing takes them).
 */
export const ROLE_NAMES: Readonly<Record<number, string>> = {
  110: 'Management',
  126: 'Management (organisation)',
  128: 'Bank reconciliation',
  129: 'Bank reconciliation (129)',
  8: 'Bank reconciliation (stays on page)',
  131: 'Bank reconciliation (131)',
  132: 'Bank reconciliation panel',
  133: 'Bank reconciliation workflow',
  135: 'Employer funds',
  136: 'Employer funds (136)',
  137: 'Employer funds (137)',
  138: 'Employer funds panel',
  139: 'Employer funds ledger rec',
};

export const ASSIGNABLE_ROLE_IDS: readonly number[] = [
  ...MANAGEMENT_ROLE_IDS,
  ...BANK_REC_ROLE_IDS,
  ...EWA_ROLE_IDS,
];

export function roleName(id: number): string {
  return ROLE_NAMES[id] ?? `Role ${id}`;
}

/** The ids of a list that are not assignable (an empty list: all are). */
export function unknownRoleIds(ids: readonly number[]): number[] {
  return ids.filter((id) => !ASSIGNABLE_ROLE_IDS.includes(id));
}

/** An administrator of an organisation holds a management role there (110 or 126). */
export function isAdministrator(roleIds: readonly number[]): boolean {
  return roleIds.some((id) => (MANAGEMENT_ROLE_IDS as readonly number[]).includes(id));
}
