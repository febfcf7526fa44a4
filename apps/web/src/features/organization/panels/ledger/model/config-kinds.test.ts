import { describe, expect, it } from 'vitest';
import { formErrors, KIND_SPECS } from './config-kinds';

describe('the ledger configuration forms', () => {
  it('asks for every field, then applies the domain rules the server applies', () => {
    const { fields, empty } = KIND_SPECS.bankAccounts;
    expect(formErrors(fields, empty)).toEqual({ name: 'Required', accountId: 'Required' });
    expect(formErrors(fields, { name: '=CMD()', accountId: '12 3', area: 'bankRec' })).toEqual({
      name: expect.stringMatching(/^Start with a letter or digit/),
      accountId: 'Use 4 to 34 letters and digits, as bank files carry the number',
    });
    expect(formErrors(fields, { name: 'Reserve', accountId: '88001234', area: 'ewa' })).toEqual({});
    expect(formErrors(fields, { name: 'x'.repeat(61), accountId: '88001234' }).name).toBe(
      'At most 60 characters',
    );
  });

  it('takes a tax account without a ledger kind and sends the Tax marker', () => {
    const spec = KIND_SPECS.ledgerAccounts;
    const values = {
      accountName: 'County Tax',
      tax: 'true',
      ledger: '',
      ledgerId: 'TAX',
      accountId: '4410029399',
    };
    expect(formErrors(spec.fields, values)).toEqual({});
    expect(spec.bodyOf(values)).toEqual({
      accountName: 'County Tax',
      ledger: 'Tax',
      ledgerId: 'TAX',
      accountId: '4410029399',
    });
    expect(formErrors(spec.fields, { ...values, tax: 'false', ledger: 'tax' }).ledger).toBe(
      'Use the Tax account switch for tax accounts',
    );
  });

  it('round-trips a row through the form, with ledger ids in capitals', () => {
    const row = {
      id: '1',
      accountName: 'Net Pay',
      ledger: 'Net Pay',
      tax: false,
      ledgerId: 'NETPAY',
      accountId: '4410029402',
    };
    const spec = KIND_SPECS.ledgerAccounts;
    expect(spec.bodyOf(spec.valuesOf(row))).toEqual({
      accountName: 'Net Pay',
      ledger: 'Net Pay',
      ledgerId: 'NETPAY',
      accountId: '4410029402',
    });
    expect(KIND_SPECS.ledgers.bodyOf({ ledgerId: ' escrow ', name: 'Escrow' })).toEqual({
      ledgerId: 'ESCROW',
      name: 'Escrow',
    });
  });

  it('locks system-assigned reconciling types', () => {
    const lockedOf = KIND_SPECS.recTypes.lockedOf;
    expect(lockedOf?.({ id: '1', area: 'bankRec', name: 'Aged Uncleared', systemAssigned: true })).toBe(
      'Assigned by the system',
    );
    expect(
      lockedOf?.({ id: '2', area: 'bankRec', name: 'Timing Difference', systemAssigned: false }),
    ).toBeNull();
  });
});
