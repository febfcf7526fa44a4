import { BANK_REC_ROLE_IDS, EWA_ROLE_IDS } from './permissions';

/**
 * Where a user lands when the server pushes the 'redirect' event (spec §4, role-based landing).
 * `stay` means the current page is kept; `help` means the client-funds help is shown.
 */
export type Landing =
  | { kind: 'route'; path: string; storeOrgAndRole?: boolean }
  | { kind: 'stay' }
  | { kind: 'help' };

export const MANAGEMENT_DASHBOARD = '/app/rPRec/rPRecD';
export const DEFAULT_LANDING = MANAGEMENT_DASHBOARD;

export function landingFor(roles: readonly number[]): Landing {
  const only = (id: number) => roles.length > 0 && roles.every((r) => r === id);
  if (only(110)) return { kind: 'route', path: MANAGEMENT_DASHBOARD };
  if (only(126)) return { kind: 'route', path: MANAGEMENT_DASHBOARD, storeOrgAndRole: true };
  const bank = roles.find((r) => (BANK_REC_ROLE_IDS as readonly number[]).includes(r));
  if (bank !== undefined) {
    if (bank === 8) return { kind: 'stay' };
    if (bank === 132) return { kind: 'route', path: '/app/bankRec/panel' };
    if (bank === 133) return { kind: 'route', path: '/app/bankRec/workflow' };
    return { kind: 'route', path: '/app/bankRec/dashboard' };
  }
  const ewa = roles.find((r) => (EWA_ROLE_IDS as readonly number[]).includes(r));
  if (ewa !== undefined) {
    if (ewa === 138) return { kind: 'route', path: '/app/ewa/panel' };
    if (ewa === 139) return { kind: 'route', path: '/app/ewa/ledgerRec' };
    return { kind: 'route', path: '/app/ewa/dashboard' };
  }
  return { kind: 'help' };
}
