import { describe, expect, it } from 'vitest';
import { canOpenHandleArea, documentTitle, mergeHandles } from './route-handle';

describe('route handles', () => {
  it('titles the browser tab from the deepest route that names its page', () => {
    const merged = mergeHandles([
      { layout: { navbar: { display: false } } },
      { area: 'bankRec', title: 'Re-match' },
    ]);
    expect(merged.title).toBe('Re-match');
    expect(documentTitle(merged.title)).toBe('Re-match · Clearline');
    expect(documentTitle(mergeHandles([{ area: 'member' }]).title)).toBe('Clearline');
  });

  it('opens a page shared by several areas to a holder of any one of them', () => {
    const bankRecClerk = [128];
    const ewaClerk = [135];
    const shared = mergeHandles([{ area: ['bankRec', 'ewa'] }]).area;
    expect(canOpenHandleArea(bankRecClerk, shared)).toBe(true);
    expect(canOpenHandleArea(ewaClerk, shared)).toBe(true);
    expect(canOpenHandleArea([], shared)).toBe(false);
    expect(canOpenHandleArea(ewaClerk, 'bankRec')).toBe(false);
    expect(canOpenHandleArea([], undefined)).toBe(true);
  });
});
