import type { AdminUserRow } from '@clearline/contracts';
import { BANK_REC_ROLE_IDS, EWA_ROLE_IDS, MANAGEMENT_ROLE_IDS } from '@clearline/domain';
import type { Tone } from '../../../shared/ui/tones';
import type { MemberAction } from '../api/users-admin-api';

/** The role picker's groups, in the order spec §1 lists the areas. */
export const ROLE_GROUPS: { label: string; ids: readonly number[] }[] = [
  { label: 'Management', ids: MANAGEMENT_ROLE_IDS },
  { label: 'Bank reconciliation', ids: BANK_REC_ROLE_IDS },
  { label: 'Employer funds', ids: EWA_ROLE_IDS },
];

export const STATUS_VIEW: Record<AdminUserRow['status'], { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'success' },
  locked: { label: 'Locked', tone: 'error' },
  invited: { label: 'Invited', tone: 'info' },
};

/** The actions a row offers: a member's by its state, an invitation's withdrawal. */
export function actionsOf(
  row: AdminUserRow,
): { action: MemberAction | 'roles' | 'history'; label: string }[] {
  if (row.kind === 'invitation') return [{ action: 'withdraw', label: 'Withdraw invitation' }];
  return [
    { action: 'roles', label: 'Change roles' },
    row.status === 'locked'
      ? { action: 'unlock', label: 'Unlock account' }
      : { action: 'lock', label: 'Lock account' },
    ...(row.mfa === 'TOTP' ? [{ action: 'resetMfa' as const, label: 'Reset MFA' }] : []),
    { action: 'remove', label: 'Remove from organisation' },
    { action: 'history', label: 'History' },
  ];
}

/** Audit actions as people read them in a member's history. */
const ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.logout': 'Signed out',
  'auth.login_failed': 'Sign-in failed',
  'auth.sessions_ended': 'Sessions ended',
  'user.invited': 'Invited',
  'user.invitation_accepted': 'Accepted the invitation',
  'user.roles_changed': 'Roles changed',
  'user.locked': 'Account locked',
  'user.unlocked': 'Account unlocked',
  'user.mfa_reset': 'Authenticator app removed',
  'user.removed': 'Removed from the organisation',
  'user.profile_updated': 'Profile updated',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** The details of a history entry worth a line: role changes by name, a sign-in's provider. */
export function historyDetail(details: Record<string, unknown>, roleName: (id: number) => string): string {
  const names = (v: unknown) => (Array.isArray(v) ? v.map((id) => roleName(Number(id))).join(', ') : '');
  if (Array.isArray(details.from) && Array.isArray(details.to))
    return `${names(details.from) || 'none'} → ${names(details.to)}`;
  if (Array.isArray(details.roleIds)) return names(details.roleIds);
  if (typeof details.via === 'string') return `via ${details.via}`;
  if (typeof details.reason === 'string') return details.reason.replace(/_/g, ' ');
  return '';
}
