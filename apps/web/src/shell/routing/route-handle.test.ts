import { describe, expect, it } from 'vitest';
import { documentTitle, mergeHandles } from './route-handle';

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
});
