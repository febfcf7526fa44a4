import { describe, expect, it } from 'vitest';

/** Every .tsx file of the web app, as text (Vite's glob import: the browser code uses no Node API). */
const sources = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('progress indicators', () => {
  it('each name what is loading (axe: aria-progressbar-name), whenever it happens to be on screen', () => {
    // A bar shows only while a request is in flight, so a page scan catches a missing name only by luck:
    // the shell's accessibility test failed that way once, on an unnamed refetch bar.
    const unnamed: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const element of text.matchAll(/<(?:Circular|Linear)Progress\b[\s\S]*?\/>/g)) {
        if (!/aria-label(?:ledby)?=/.test(element[0])) {
          unnamed.push(`${file}:${text.slice(0, element.index).split('\n').length}`);
        }
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(unnamed).toEqual([]);
  });
});
