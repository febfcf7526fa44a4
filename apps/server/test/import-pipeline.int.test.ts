import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bai2File } from '../../../packages/domain/src/statements/bai2/builder.test-util';
import { bankRecBankAccounts, bankTransactions, imports, jobs } from '../src/db/schema/index';
import { stagedImportJob } from '../src/modules/imports/pipeline/pipeline';
import { statementAdapter } from '../src/modules/imports/statement.adapter';
import { queryRows } from '../src/platform/db';
import { FileStore } from '../src/platform/file-store';
import { enqueueJob, type JobRow } from '../src/platform/jobs';
import { organizationIdOf } from './bank-rec-fixtures';
import { createTestApp, type TestApp } from './harness';

/**
 * The staged-import pipeline driven as the job runner drives it, with a job context of the test's own:
 * it reports progress through that context and gives up, keeping nothing, when its signal is aborted.
 */

let t: TestApp;
let orgId: string;
let files: FileStore;

/** Two lines of a file of its own (the same bytes are imported once while they stand). */
const fileNumbered = (fileId: string) =>
  bai2File({
    sender: '121000248',
    created: '261015',
    fileId,
    groups: [
      {
        asOfDate: '261014',
        accounts: [
          {
            number: '000123456789',
            details: [
              { type: '165', amount: 1200, bankRef: `P${fileId}-1`, text: 'ACH CREDIT' },
              { type: '475', amount: 3400, bankRef: `P${fileId}-2`, text: 'CHECK PAID' },
            ],
          },
        ],
      },
    ],
  });

beforeAll(async () => {
  t = await createTestApp();
  orgId = await organizationIdOf(t, 'Demo Payroll Bureau');
  await t.ctx.db
    .insert(bankRecBankAccounts)
    .values({ organizationId: orgId, name: 'Test Payroll', accountId: '000123456789' });
  files = new FileStore(path.join(t.ctx.config.dataDir, 'files'));
});
afterAll(async () => t?.close());

/** An import waiting for its job, as an upload leaves it (the job is run by the test, not a runner). */
async function waitingImport(fileName: string, fileId: string): Promise<JobRow> {
  const bytes = Buffer.from(fileNumbered(fileId));
  const { sha256, sizeBytes } = await files.save(Readable.from([bytes]), 1_000_000, () => false);
  const [row] = await t.ctx.db
    .insert(imports)
    .values({
      organizationId: orgId,
      kind: 'statement',
      fileName,
      sha256,
      sizeBytes,
      status: 'In Progress',
      msg: `${fileName}: In Progress`,
    })
    .returning();
  const payload = { importId: row?.id ?? '', autoMatch: false };
  const jobId = await enqueueJob(t.ctx.db, {
    organizationId: orgId,
    kind: 'test-import',
    payload,
    createdBy: null,
  });
  const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw new Error('no job');
  return job;
}

const handler = () => stagedImportJob(t.ctx, files, 'bankRec', statementAdapter, async () => undefined);
const importOf = async (job: JobRow) =>
  (
    await t.ctx.db
      .select()
      .from(imports)
      .where(eq(imports.id, String(job.payload.importId)))
  )[0];
const rowsOf = async (job: JobRow) =>
  t.ctx.db
    .select()
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.organizationId, orgId),
        eq(bankTransactions.importId, String(job.payload.importId)),
      ),
    );
const stageTables = async () =>
  queryRows<{ name: string }>(
    t.ctx.db,
    sql`select tablename as name from pg_tables where tablename like 'import_stage_%'`,
  );

describe('staged-import pipeline', () => {
  it("reports progress through the job's context and commits the file", async () => {
    const job = await waitingImport('progress.bai2', '1');
    const reported: number[] = [];
    const result = await handler().run(job, {
      progress: async (percent) => {
        reported.push(percent);
      },
      signal: new AbortController().signal,
      log: t.ctx.log,
    });
    expect(result).toMatchObject({ status: 'Completed', imported: 2 });
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every((p) => p >= 0 && p <= 95)).toBe(true);
    expect(await importOf(job)).toMatchObject({ status: 'Completed', area: 'bankRec', progress: 100 });
    expect(await rowsOf(job)).toHaveLength(2);
  });

  it('gives up when its signal is aborted: no row, the import still waiting, no stage left', async () => {
    const job = await waitingImport('stopped.bai2', '2');
    const stop = new AbortController();
    stop.abort();
    await expect(
      handler().run(job, { progress: async () => undefined, signal: stop.signal, log: t.ctx.log }),
    ).rejects.toThrow();
    expect(await importOf(job)).toMatchObject({ status: 'In Progress' });
    expect(await rowsOf(job)).toHaveLength(0);
    expect(await stageTables()).toEqual([]);
  });
});
