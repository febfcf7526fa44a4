import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExportStore } from './export-store';

const ORG = '0b9e8f2e-4c1a-4a5e-9d7a-2f1e3c4b5a6d';
const JOB = '7d2c1b0a-9e8f-4a6b-8c5d-3e2f1a0b9c8d';
let root: string;
let store: ExportStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clearline-export-store-'));
  store = new ExportStore(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const files = () => readdir(path.join(root, ORG));

describe('the export store', () => {
  it('offers a file only once it is complete, under a random name', async () => {
    const file = await store.begin(ORG, JOB, 'csv');
    file.out.write('a,b\r\n');
    // Mid-way: only the temporary file exists, and nothing offers it.
    expect((await files()).every((n) => n.endsWith('.tmp'))).toBe(true);
    file.out.end();
    await finished(file.out);
    const { name, sizeBytes } = await file.commit();
    expect(name).toMatch(/^[0-9a-f]{32}\.csv$/);
    expect(sizeBytes).toBe(5);
    expect(await files()).toEqual([name]);
    expect(await store.size(ORG, name)).toBe(5);
  });

  it('drops what a killed attempt left when the job runs again', async () => {
    const killed = await store.begin(ORG, JOB, 'pdf');
    killed.out.write('%PDF-1.3 half a file');
    await new Promise((resolve) => killed.out.end(resolve));
    const [left] = await files();
    expect(left).toMatch(/\.tmp$/);
    const again = await store.begin(ORG, JOB, 'pdf');
    expect(await files()).not.toContain(left);
    again.out.end();
    await finished(again.out);
    await again.discard();
    expect(await files()).toEqual([]);
  });

  it('refuses names that are not its own', () => {
    expect(() => store.pathOf(ORG, '../../etc/passwd')).toThrow();
    expect(() => store.pathOf('../x', 'a'.repeat(32).concat('.csv'))).toThrow();
  });
});
