import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouteAccess } from './route-access';

const table: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'customers', handle: { area: 'bankRec' } },
      { path: 'customers/:id', handle: { area: 'bankRec', title: 'Customer' } },
      { path: 'balances', handle: { area: ['bankRec', 'ewa'] } },
      { path: 'profile' },
      { path: '*' },
    ],
  },
];

describe('createRouteAccess', () => {
  it('names the area of the page that answers a url, member for a page without one, null for the catch-all', () => {
    const access = createRouteAccess(() => table);
    expect(access.areaOf('/customers?page=2')).toBe('bankRec');
    expect(access.areaOf('/customers/42#lines')).toBe('bankRec');
    expect(access.areaOf('/balances')).toEqual(['bankRec', 'ewa']);
    expect(access.areaOf('/profile')).toBe('member');
    expect(access.areaOf('/nowhere')).toBeNull();
  });

  it('matches each pathname against the table once, whatever its query, however often it is asked', () => {
    let reads = 0;
    const access = createRouteAccess(() => {
      reads += 1;
      return table;
    });
    for (let i = 0; i < 50; i += 1) {
      expect(access.areaOf(`/customers?page=${i}`)).toBe('bankRec');
      expect(access.areaOf('/nowhere')).toBeNull();
    }
    expect(reads).toBe(2);
  });
});
