import { cutAtFirstHyphen } from '@clearline/domain/ledger';
import { describe, expect, it } from 'vitest';
import { ADD_NEW_LABEL, idNameLabel, searchBoxLabel } from './search-box-model';

describe('search box rules', () => {
  it('reads Search <entity> while empty and <entity> once a value is entered', () => {
    expect(searchBoxLabel('Customer', false)).toBe('Search Customer');
    expect(searchBoxLabel('Customer', true)).toBe('Customer');
  });

  it('labels suggestions ID - Name, so Add New pre-fills the id', () => {
    expect(idNameLabel('B&J-01', 'B&J Bakery & Cafe')).toBe('B&J-01 - B&J Bakery & Cafe');
    expect(idNameLabel('ACME', '  ')).toBe('ACME');
    // The id itself may hold a hyphen: the spec's rule cuts at the first one.
    expect(cutAtFirstHyphen(idNameLabel('ACME', 'Acme Payroll'))).toBe('ACME');
  });

  it('offers Add New by its spec name', () => {
    expect(ADD_NEW_LABEL).toBe('Add New');
  });
});
