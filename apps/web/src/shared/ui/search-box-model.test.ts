import { cutAtFirstHyphen } from '@clearline/domain/ledger';
import { describe, expect, it } from 'vitest';
import { ADD_NEW_LABEL, firstLoadChoice, idNameLabel, searchBoxLabel } from './search-box-model';

describe('search box rules', () => {
  it('reads Search <entity> while empty and <entity> once a value is entered', () => {
    expect(searchBoxLabel('Customer', false)).toBe('Search Customer');
    expect(searchBoxLabel('Customer', true)).toBe('Customer');
    expect(searchBoxLabel('Employer', false)).toBe('Search Employer');
    expect(searchBoxLabel('Employer', true)).toBe('Employer');
  });

  it('keeps the partner box reading Search Partner once a value is entered', () => {
    expect(searchBoxLabel('Partner', false, true)).toBe('Search Partner');
    expect(searchBoxLabel('Partner', true, true)).toBe('Search Partner');
  });

  it('auto-fills on first load only when exactly one entry comes back', () => {
    expect(firstLoadChoice([{ employer: 'ACME' }])).toEqual({ employer: 'ACME' });
    expect(firstLoadChoice([])).toBeNull();
    expect(firstLoadChoice([{ employer: 'ACME' }, { employer: 'BETA' }])).toBeNull();
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
