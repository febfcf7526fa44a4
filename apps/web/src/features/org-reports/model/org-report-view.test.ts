import type { AccessPerson } from '@clearline/contracts';
import { describe, expect, it } from 'vitest';
import { filterPeople, periodFromParams, periodParams } from './org-report-view';

const person = (name: string, email: string, access: [string, number[]][]): AccessPerson => ({
  userId: email,
  name,
  email,
  locked: false,
  mfa: 'none',
  lastSignInAt: null,
  access: access.map(([organizationId, ids]) => ({
    organizationId,
    roles: ids.map((id) => ({ id, name: `Role ${id}` })),
  })),
});

const PEOPLE = [
  person('Olivia Parker', 'ops@demo.test', [
    ['bureau', [110]],
    ['wage', [110]],
  ]),
  person('Ben Reyes', 'bankrec@demo.test', [['bureau', [128]]]),
  person('Eva Walsh', 'ewa@demo.test', [['wage', [135]]]),
];
const names = (people: AccessPerson[]) => people.map((p) => p.name);
const none = { organizationId: '', roleId: '', search: '' };

describe('filterPeople', () => {
  it('keeps everyone without a filter', () => {
    expect(names(filterPeople(PEOPLE, none))).toEqual(['Olivia Parker', 'Ben Reyes', 'Eva Walsh']);
  });

  it('keeps those with access to the organisation, and the role there when both are chosen', () => {
    expect(names(filterPeople(PEOPLE, { ...none, organizationId: 'wage' }))).toEqual([
      'Olivia Parker',
      'Eva Walsh',
    ]);
    expect(names(filterPeople(PEOPLE, { ...none, roleId: '128' }))).toEqual(['Ben Reyes']);
    expect(filterPeople(PEOPLE, { ...none, organizationId: 'wage', roleId: '128' })).toEqual([]);
  });

  it('searches names and e-mails, whatever the case', () => {
    expect(names(filterPeople(PEOPLE, { ...none, search: ' REYES ' }))).toEqual(['Ben Reyes']);
    expect(names(filterPeople(PEOPLE, { ...none, search: 'ewa@' }))).toEqual(['Eva Walsh']);
  });
});

describe('periodFromParams', () => {
  it('reads the period from the address, this month when absent or unknown', () => {
    expect(periodFromParams(new URLSearchParams(''))).toEqual({ period: 'month' });
    expect(periodFromParams(new URLSearchParams('period=week'))).toEqual({ period: 'month' });
    expect(periodFromParams(new URLSearchParams('period=90d&from=2026-01-01'))).toEqual({ period: '90d' });
    expect(periodFromParams(new URLSearchParams('period=custom&from=2026-01-01&to=2026-02-30'))).toEqual({
      period: 'custom',
      from: '2026-01-01',
    });
  });
});

describe('periodParams', () => {
  it('keeps the other custom day, drops the days for a preset, and this month out of the address', () => {
    const custom = { period: 'custom' as const, from: '2020-01-01' };
    expect(periodParams(custom, { to: '2020-01-31' })).toEqual({
      period: 'custom',
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect(periodParams(custom, { from: '' })).toEqual({ period: 'custom' });
    expect(periodParams(custom, { period: '90d' })).toEqual({ period: '90d' });
    expect(periodParams({ period: '90d' }, { period: 'month' })).toEqual({});
  });
});
