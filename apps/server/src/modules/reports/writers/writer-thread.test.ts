import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportValue } from '@clearline/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReportMeta } from './writer';
import { writeOffThread } from './writer-thread';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clearline-writer-thread-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const meta: ReportMeta = {
  organizationName: 'Demo bureau',
  reportName: 'Unmatched items',
  parameters: [{ label: 'Side', value: 'Book' }],
  generatedAt: new Date('2026-11-25T01:00:00Z'),
  generatedBy: 'Ada',
  columns: [
    { key: 'reference', label: 'Reference', type: 'text', total: false },
    { key: 'amount', label: 'Amount', type: 'money', total: true },
  ],
  summary: [],
  expectedRows: 5,
};

async function* batchesOf(...batches: ReportValue[][][]) {
  yield* batches;
}

describe('writeOffThread', () => {
  it('writes the .xlsx file on the worker, with every batch and the totals row, and reports progress', async () => {
    const file = path.join(root, 'out.tmp');
    const progress: number[] = [];
    const { rows } = await writeOffThread(
      { format: 'xlsx', meta, path: file },
      batchesOf(
        [
          ['A-1', 100],
          ['A-2', 250],
        ],
        [['A-3', -50]],
        [
          ['A-4', 1],
          ['A-5', 2],
        ],
      ),
      (written) => {
        progress.push(written);
      },
    );
    expect(rows).toBe(5);
    expect(progress).toEqual([2, 3, 5]);
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await readFile(file)))['xl/worksheets/sheet1.xml'] as Uint8Array,
    );
    expect(sheet).toContain('A-5');
    expect(sheet).toContain('<v>3.03</v>');
  });

  it('writes a PDF on the worker', async () => {
    const file = path.join(root, 'out.tmp');
    const { rows } = await writeOffThread({ format: 'pdf', meta, path: file }, batchesOf([['A-1', 100]]));
    expect(rows).toBe(1);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs the writer thread at the niceness asked for, and this thread at its own', async () => {
    /** The niceness of each of this process's threads (Linux: /proc/self/task/<tid>/stat, field 19). */
    const niceness = async () =>
      Promise.all(
        (await readdir('/proc/self/task')).map(async (tid) => {
          const stat = await readFile(`/proc/self/task/${tid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        }),
      );
    const mine = getPriority();
    const before = await niceness();
    const seen: number[][] = [];
    await writeOffThread(
      { format: 'pdf', meta, path: path.join(root, 'out.tmp'), nice: 7 },
      batchesOf([['A-1', 100]], [['A-2', 5]]),
      async () => {
        seen.push(await niceness());
      },
    );
    expect(before).not.toContain(7);
    expect(mine).toBeLessThan(7);
    expect(seen.some((threads) => threads.includes(7))).toBe(true);
    expect(getPriority()).toBe(mine);
  });

  it('rejects when the worker cannot write the file', async () => {
    const file = path.join(root, 'no-such-folder', 'out.tmp');
    await expect(
      writeOffThread({ format: 'xlsx', meta, path: file }, batchesOf([['A-1', 100]])),
    ).rejects.toThrow();
  });
});
