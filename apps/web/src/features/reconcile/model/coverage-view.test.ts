import { describe, expect, it } from 'vitest';
import {
  appliedLedgerRecFilters,
  appliedSubledgerFilters,
  ledgerRecQuery,
  readLedgerRecView,
  readSubledgerView,
  rematchQuery,
  subledgerQuery,
  writeLedgerRecView,
  writeSubledgerView,
} from './coverage-view';

describe('sub-ledger view in the address bar', () => {
  it('starts on every employer as of today, page 1 of 25', () => {
    const view = readSubledgerView(new URLSearchParams());
    expect(view).toEqual({ asOf: '', partner: null, status: 'all', search: '', page: 1, limit: 25 });
    expect(writeSubledgerView(view).toString()).toBe('');
    expect(subledgerQuery(view)).toEqual({ status: 'all', page: '1', limit: '25' });
  });

  it('keeps the filters it reads, the partner with its name, and drops what is not valid', () => {
    const params = new URLSearchParams(
      'asOf=2026-03-31&partner=P1&partnerName=Payday+Co&status=short&search=acme&page=3&limit=50',
    );
    const view = readSubledgerView(params);
    expect(view.partner).toEqual({ id: 'P1', name: 'Payday Co' });
    expect(writeSubledgerView(view).toString()).toBe(params.toString());
    expect(subledgerQuery(view)).toEqual({
      asOf: '2026-03-31',
      partner: 'P1',
      status: 'short',
      search: 'acme',
      page: '3',
      limit: '50',
    });
    expect(readSubledgerView(new URLSearchParams('asOf=31/03/2026&page=-2&limit=7'))).toMatchObject({
      asOf: '',
      page: 1,
      limit: 25,
    });
  });
});

describe('ledger rec view in the address bar', () => {
  it('reads and writes every filter, and only the valid ones', () => {
    const params = new URLSearchParams('employer=E1&partner=P1&account=4410&age=31-60&side=ledger&page=2');
    const view = readLedgerRecView(params);
    expect(view).toMatchObject({ bankAccount: '4410', ageBucket: '31-60', side: 'ledger', page: 2 });
    expect(writeLedgerRecView(view).toString()).toBe(params.toString());
    expect(ledgerRecQuery(view)).toEqual({
      employer: 'E1',
      partner: 'P1',
      bankAccount: '4410',
      ageBucket: '31-60',
      side: 'ledger',
      page: '2',
      limit: '25',
    });
    expect(readLedgerRecView(new URLSearchParams('age=91-120&side=both'))).toMatchObject({
      ageBucket: '',
      side: '',
    });
  });
});

describe('Re-match from open lines', () => {
  it("opens the lines' one account up to the latest of their dates", () => {
    expect(
      rematchQuery([
        { accountId: '4410', date: '2026-03-02' },
        { accountId: '4410', date: '2026-03-09' },
      ]),
    ).toEqual({ account: '4410', to: '2026-03-09' });
  });

  it('has nothing to open for no lines or lines of several accounts', () => {
    expect(rematchQuery([])).toBeNull();
    expect(
      rematchQuery([
        { accountId: '4410', date: '2026-03-02' },
        { accountId: '5520', date: '2026-03-02' },
      ]),
    ).toBeNull();
  });
});

describe('applied filters', () => {
  it('counts what narrows the list, not the page or its size', () => {
    expect(appliedSubledgerFilters(readSubledgerView(new URLSearchParams('page=3&limit=50')))).toBe(0);
    expect(appliedSubledgerFilters(readSubledgerView(new URLSearchParams('status=short&search=acme')))).toBe(
      2,
    );
    expect(
      appliedLedgerRecFilters(readLedgerRecView(new URLSearchParams('employer=E1&age=90%2B&side=bank'))),
    ).toBe(3);
  });
});
