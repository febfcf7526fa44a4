import { BANK_REC_ROLE_IDS, EWA_ROLE_IDS } from './permissions';

/**
 * Where a user lands when the server pushes the 'redirect' event (spec §4 role-based landing;
 * on the wire it is spec §7's `redirectCFM` with roles, orgId and id).
 * `stay` means the current page is kept; `help` means the client-funds help is shown. A route may name
 * a `fallback`: where to go when the user may not open the route's page (role 133's workflow falls back
 * to the bank-rec dashboard).
 */
export type Landing =
  | { kind: 'route'; path: string; storeOrgAndRole?: boolean; fallback?: string }
  | { kind: 'stay' }
  | { kind: 'help' };

export const MANAGEMENT_DASHBOARD = '/app/rPRec/rPRecD';
export const DEFAULT_LANDING = MANAGEMENT_DASHBOARD;
export const BANK_REC_DASHBOARD = '/app/bankRec/dashboard';
export const EWA_DASHBOARD = '/app/ewa/dashboard';

/**
 * Spec §4, in its order: only 110 or only 126 -> the management dashboard (126 with organisation and
 * role stored); a bank-rec role -> 132 the panel, 133 the workflow, role 8 alone stays put, the others
 * the bank-rec dashboard; an employer-funds role -> 138 the panel, 139 Ledger Rec, the others the
 * employer-funds dashboard; anything else the client-funds help. Several roles of one area are read
 * by that precedence, never by the order the list happens to have.
 */
export function landingFor(roles: readonly number[]): Landing {
  const only = (id: number) => roles.length > 0 && roles.every((r) => r === id);
  const has = (id: number) => roles.includes(id);
  if (only(110)) return { kind: 'route', path: MANAGEMENT_DASHBOARD };
  if (only(126)) return { kind: 'route', path: MANAGEMENT_DASHBOARD, storeOrgAndRole: true };
  const bank = roles.filter((r) => (BANK_REC_ROLE_IDS as readonly number[]).includes(r));
  if (bank.length > 0) {
    if (has(132)) return { kind: 'route', path: '/app/bankRec/panel' };
    if (has(133)) return { kind: 'route', path: '/app/bankRec/workflow', fallback: BANK_REC_DASHBOARD };
    if (bank.every((r) => r === 8)) return { kind: 'stay' };
    return { kind: 'route', path: BANK_REC_DASHBOARD };
  }
  if (roles.some((r) => (EWA_ROLE_IDS as readonly number[]).includes(r))) {
    if (has(138)) return { kind: 'route', path: '/app/ewa/panel' };
    if (has(139)) return { kind: 'route', path: '/app/ewa/ledgerRec' };
    return { kind: 'route', path: EWA_DASHBOARD };
  }
  return { kind: 'help' };
}
