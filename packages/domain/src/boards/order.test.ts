import { describe, expect, it } from 'vitest';
import { placeAt, presentFields } from './order';

const ids = (items: { id: string }[]) => items.map((i) => i.id).join('');

describe('placeAt', () => {
  const abc = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('moves an item within its list', () => {
    expect(ids(placeAt(abc, { id: 'a' }, 2))).toBe('bca');
    expect(ids(placeAt(abc, { id: 'c' }, 0))).toBe('cab');
  });
  it('inserts an item from elsewhere, clamping the index', () => {
    expect(ids(placeAt(abc, { id: 'x' }, 1))).toBe('axbc');
    expect(ids(placeAt(abc, { id: 'x' }, 99))).toBe('abcx');
  });
  it('never duplicates the moved item', () => {
    expect(ids(placeAt(abc, { id: 'b' }, 1))).toBe('abc');
  });
});

describe('presentFields', () => {
  it('keeps nulls (a cleared field) and drops absent fields', () => {
    expect(presentFields({ name: 'x', due: null, description: undefined })).toEqual({ name: 'x', due: null });
  });
});
