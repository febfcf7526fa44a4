import type { AdminUserRow } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { actionsOf, historyDetail } from './users-model';

const member = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  kind: 'member',
  id: 'u1',
  email: 'a@example.com',
  name: 'A',
  roles: [{ id: 128, name: 'Bank reconciliation' }],
  status: 'active',
  lastSignInAt: null,
  mfa: 'none',
  expiresAt: null,
  ...over,
});

describe('users panel rows', () => {
  it('offers unlock to a locked member, reset MFA only with an authenticator, withdraw to an invitation', () => {
    expect(actionsOf(member()).map((a) => a.action)).toEqual(['roles', 'lock', 'remove', 'history']);
    expect(actionsOf(member({ status: 'locked', mfa: 'TOTP' })).map((a) => a.action)).toEqual([
      'roles',
      'unlock',
      'resetMfa',
      'remove',
      'history',
    ]);
    expect(actionsOf(member({ kind: 'invitation', status: 'invited' })).map((a) => a.action)).toEqual([
      'withdraw',
    ]);
  });

  it('reads a role change by name', () => {
    const name = (id: number) => ({ 128: 'Bank reconciliation', 135: 'Employer funds' })[id] ?? String(id);
    expect(historyDetail({ from: [135], to: [128] }, name)).toBe('Employer funds → Bank reconciliation');
    expect(historyDetail({ via: 'auth0' }, name)).toBe('via auth0');
    expect(historyDetail({}, name)).toBe('');
  });
});
