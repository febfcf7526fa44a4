// Conformance (`npm run test:corpus`): every sample of $CORPUS_DIR is recognised as its format.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat } from './index';

const CORPUS = process.env.CORPUS_DIR ?? '';
const read = (path: string): Uint8Array => new Uint8Array(readFileSync(resolve(CORPUS, path)));

describe('detectFormat on the corpus', () => {
  const files = (folder: string, pattern: RegExp): string[] =>
    readdirSync(resolve(CORPUS, folder))
      .filter((name) => pattern.test(name))
      .map((name) => `${folder}/${name}`);

  it.each(
    files('bai2', /\.(bai2|txt|TXT)$/).filter((f) => !f.includes('parseError') && !f.includes('SOURCES')),
  )('%s is bai2', (path) => {
    expect(detectFormat(read(path))).toBe('bai2');
  });

  it.each(files('nacha', /\.ach$/))('%s is nacha', (path) => {
    expect(detectFormat(read(path))).toBe('nacha');
  });

  it.each([...files('ofx', /\.(ofx|qfx)$/), 'csv/csv2ofx-schwab-checking.expected.ofx'])(
    '%s is ofx',
    (path) => {
      expect(detectFormat(read(path))).toBe('ofx');
    },
  );

  it.each(files('camt', /\.xml$/))('%s is camt', (path) => {
    expect(detectFormat(read(path))).toBe('camt');
  });

  it.each(files('csv', /\.csv$/))('%s is csv', (path) => {
    expect(detectFormat(read(path))).toBe('csv');
  });

  it('does not take a JSON file for anything', () => {
    expect(detectFormat(read('camt/genkgo-camt053.v8.json'), 'genkgo-camt053.v8.json')).toBeNull();
  });
});
