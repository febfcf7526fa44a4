import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutAtFirstHyphen, isActionableSearch } from './search-text';

describe('cutAtFirstHyphen (Add New pre-fill)', () => {
  it.each([
    ['ACME - Acme Payroll', 'ACME'],
    ['ACME-Acme-Payroll', 'ACME'],
    ['acme', 'acme'],
    ['  acme  ', 'acme'],
    ['-acme', ''],
    ['', ''],
    ['A B - C', 'A B'],
  ])('%j -> %j', (text, prefill) => {
    expect(cutAtFirstHyphen(text)).toBe(prefill);
  });

  it('never contains a hyphen and is a prefix of the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cut = cutAtFirstHyphen(text);
        expect(cut).not.toContain('-');
        expect(text.includes(cut)).toBe(true);
      }),
    );
  });
});

describe('isActionableSearch', () => {
  it('is true only for text with something besides spaces', () => {
    expect(isActionableSearch('a')).toBe(true);
    expect(isActionableSearch('  a ')).toBe(true);
    expect(isActionableSearch('')).toBe(false);
    expect(isActionableSearch('   ')).toBe(false);
    expect(isActionableSearch('\t\n')).toBe(false);
    expect(isActionableSearch(null as unknown as string)).toBe(false);
  });
});
