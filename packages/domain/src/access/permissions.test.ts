import { describe, expect, it } from 'vitest';
import { landingFor } from './landing';
import { areasOfRoles, canUseArea, isVisibleTo } from './permissions';

describe('areas by role id', () => {
  it('gives management roles every area', () => {
    for (const role of [110, 126]) {
      expect([...areasOfRoles([role])].sort()).toEqual(['admin', 'bankRec', 'ewa', 'management', 'member']);
    }
  });

  it('keeps bank reconciliation roles to their area', () => {
    for (const role of [128, 129, 8, 131, 132, 133]) {
      expect(canUseArea([role], 'bankRec')).toBe(true);
      expect(canUseArea([role], 'ewa')).toBe(false);
      expect(canUseArea([role], 'admin')).toBe(false);
    }
  });

  it('keeps employer-funds roles to their area', () => {
    for (const role of [135, 136, 137, 138, 139]) {
      expect(canUseArea([role], 'ewa')).toBe(true);
      expect(canUseArea([role], 'bankRec')).toBe(false);
    }
  });

  it('gives an unknown role only the member area', () => {
    expect([...areasOfRoles([999])]).toEqual(['member']);
    expect(canUseArea([], 'member')).toBe(true);
  });

  it('unions several roles', () => {
    expect(canUseArea([128, 135], 'ewa')).toBe(true);
    expect(canUseArea([128, 135], 'bankRec')).toBe(true);
    expect(canUseArea([128, 135], 'admin')).toBe(false);
  });
});

describe('navigation visibility', () => {
  it('hides guest-only items from signed-in users and everything else from guests', () => {
    expect(isVisibleTo({ guestOnly: true }, null)).toBe(true);
    expect(isVisibleTo({ guestOnly: true }, [110])).toBe(false);
    expect(isVisibleTo({ area: 'member' }, null)).toBe(false);
  });

  it('applies area and allowed-role lists together', () => {
    expect(isVisibleTo({ area: 'bankRec' }, [128])).toBe(true);
    expect(isVisibleTo({ area: 'ewa' }, [128])).toBe(false);
    expect(isVisibleTo({ area: 'bankRec', roles: [132] }, [128])).toBe(false);
    expect(isVisibleTo({ area: 'bankRec', roles: [132, 128] }, [128])).toBe(true);
  });
});

describe('role-based landing (spec §4)', () => {
  const route = (path: string) => ({ kind: 'route', path });

  it('sends only 110 and only 126 to the management dashboard, 126 with organisation and role stored', () => {
    expect(landingFor([110])).toEqual(route('/app/rPRec/rPRecD'));
    expect(landingFor([126])).toEqual({ kind: 'route', path: '/app/rPRec/rPRecD', storeOrgAndRole: true });
  });

  it('sends bank-rec roles to their page: 132 the panel, 133 the workflow, 8 stays, the others the dashboard', () => {
    for (const role of [128, 129, 131]) expect(landingFor([role])).toEqual(route('/app/bankRec/dashboard'));
    expect(landingFor([132])).toEqual(route('/app/bankRec/panel'));
    expect(landingFor([133])).toEqual({
      kind: 'route',
      path: '/app/bankRec/workflow',
      fallback: '/app/bankRec/dashboard',
    });
    expect(landingFor([8])).toEqual({ kind: 'stay' });
  });

  it('sends employer-funds roles to theirs: 138 the panel, 139 Ledger Rec, the others the dashboard', () => {
    for (const role of [135, 136, 137]) expect(landingFor([role])).toEqual(route('/app/ewa/dashboard'));
    expect(landingFor([138])).toEqual(route('/app/ewa/panel'));
    expect(landingFor([139])).toEqual(route('/app/ewa/ledgerRec'));
  });

  it('shows the help to anyone else', () => {
    expect(landingFor([42])).toEqual({ kind: 'help' });
    expect(landingFor([])).toEqual({ kind: 'help' });
    expect(landingFor([110, 126])).toEqual({ kind: 'help' });
  });

  it('reads several roles by precedence, not by their order in the list', () => {
    expect(landingFor([8, 132])).toEqual(route('/app/bankRec/panel'));
    expect(landingFor([132, 8])).toEqual(route('/app/bankRec/panel'));
    expect(landingFor([8, 128])).toEqual(route('/app/bankRec/dashboard'));
    expect(landingFor([128, 8])).toEqual(route('/app/bankRec/dashboard'));
    expect(landingFor([135, 139])).toEqual(route('/app/ewa/ledgerRec'));
    // A bank-rec role decides before an employer-funds one; management beside a clerk role is the clerk's.
    expect(landingFor([138, 128])).toEqual(route('/app/bankRec/dashboard'));
    expect(landingFor([110, 135])).toEqual(route('/app/ewa/dashboard'));
  });
});
