import { DUPLICATE_CUSTOMER_BANNER } from '@clearline/domain/ledger';
import { describe, expect, it } from 'vitest';
import {
  customerRecordToSend,
  emptyCustomerForm,
  readClientAnswer,
  visibleCustomerErrors,
} from './customer-form';

const record = {
  id: '7f0c1c4e-2f7e-4a53-a6a0-0c1b1c9c1111',
  coId: 'ACME-01',
  coName: 'Acme',
  coFein: '12-3456789',
  coStatus: 'Active' as const,
  edited: false,
  coEes: '',
  coType: 'Client',
  coDba: '',
  version: 1,
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('customer form', () => {
  it('sends the domain record: id upper-cased and trimmed, FEIN normalised, type Client', () => {
    const values = { ...emptyCustomerForm(' acme-01 '), coName: ' Acme ', coFein: '123456789' };
    expect(customerRecordToSend(values, 'add')).toEqual({
      coId: 'ACME-01',
      coName: 'Acme',
      coFein: '12-3456789',
      coStatus: 'Active',
      edited: false,
      coEes: '',
      coType: 'Client',
      coDba: '',
    });
  });

  it('sends the version read with an edit and marks it edited', () => {
    const values = { coId: 'ACME-01', coName: 'Acme Inc', coFein: '', coStatus: 'Inactive' };
    expect(customerRecordToSend(values, 'edit', 3)).toMatchObject({ edited: true, version: 3 });
  });

  it('sends nothing for an invalid form and shows errors once touched or after a save attempt', () => {
    const values = { ...emptyCustomerForm('AB#'), coName: '' };
    expect(customerRecordToSend(values, 'add')).toBeNull();
    expect(visibleCustomerErrors(values, 'add', {}, false)).toEqual({});
    expect(visibleCustomerErrors(values, 'add', { coId: true }, false)).toEqual({
      coId: 'Only _&- and space is allowed in special characters',
    });
    expect(visibleCustomerErrors(values, 'add', {}, true)).toEqual({
      coId: 'Only _&- and space is allowed in special characters',
      coName: true,
    });
  });

  it('reads the three answers of addUpdateClient', () => {
    expect(readClientAnswer({ data: [record] }, 'acme-01')).toEqual({ kind: 'saved', client: record });
    expect(
      readClientAnswer(
        { data: { reload: true, reason: 'changed', current: record }, message: 'Reload the list.' },
        'ACME-01',
      ),
    ).toEqual({ kind: 'reload', message: 'Reload the list.', current: record });
    expect(
      readClientAnswer(
        { data: {}, message: 'ACME-01 already exist in the system', banner: DUPLICATE_CUSTOMER_BANNER },
        'acme-01',
      ),
    ).toEqual({ kind: 'duplicate', message: 'ACME-01 already exist in the system' });
    expect(readClientAnswer({ data: {}, message: '', banner: '' }, ' acme-01 ')).toMatchObject({
      message: 'ACME-01 already exist in the system',
    });
  });
});
