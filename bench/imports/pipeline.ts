import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { BANK_LINE_COLUMNS, columnNames } from '../../apps/server/src/db/file-columns';
import { cpuSeconds, serverStats } from './app-process';
import { BENCH_PARTNER, CSV_ACCOUNT, CSV_PROFILE, type GeneratedFile } from './generate';
import { type PacedFigures, startPacedLoad } from './paced-load';

/**
 * The end-to-end import through the running app (multipart upload to POST /api/bankRec/items/fileImport,
 * then GET .../fileImport/{id} every 100 ms until it is no longer In Progress), optionally with a steady
 * health-request load beside it, and the raw COPY of the same rows that the import is compared with.
 */

const UPLOAD = '/api/bankRec/items/fileImport';
/** Settlement files are the employer-funds area's (signed in as its user). */
const EWA_UPLOAD = '/api/employeeFunds/items/fileImport';
const uploadBase = (file: GeneratedFile) => (file.format === 'settlement' ? EWA_UPLOAD : UPLOAD);
const STATUS_POLL_MS = 100;
const MAX_IMPORT_SECONDS = 600;

export interface ImportFigures {
  status: string;
  msg: string;
  counts: Record<string, number>;
  /** Request start until the 202 (multipart upload streamed, hashed, stored, job queued). */
  uploadS: number;
  /** Request start until the status endpoint first answered Completed (or Failed). */
  totalS: number;
  /** PostgreSQL only: when the stage COPY and the merge statements were first seen running (s from start). */
  phases?: Record<string, number>;
  rowsPerSecond: number;
  health?: PacedFigures;
  /**
   * CPU seconds used during the import by the app process (upload, parse, COPY writing, requests) and by
   * the PostgreSQL backends running the stage COPY and the merge: the work itself, whatever else the
   * machine is doing (a busy machine stretches wall times, much less these).
   */
  cpu?: { appS?: number; postgresS?: number };
  /** The server's own event-loop delay during the import (server.ts reports it on SIGUSR2). */
  serverEventLoopDelay?: { p50Ms: number; p99Ms: number; maxMs: number };
  importId: string;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function uploadPath(file: GeneratedFile): string {
  if (file.format === 'settlement') return `${EWA_UPLOAD}?kind=ledger&partner=${BENCH_PARTNER}`;
  if (file.format !== 'csv') return UPLOAD;
  const query = new URLSearchParams({ accountId: CSV_ACCOUNT, profile: JSON.stringify(CSV_PROFILE) });
  return `${UPLOAD}?${query}`;
}

/** Streams the file from disk as a multipart body (never held in memory). */
async function upload(port: number, token: string, file: GeneratedFile, name: string) {
  const boundary = `----clearline-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: uploadPath(file),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + file.bytes + tail.length,
    },
  });
  const response = once(req, 'response') as Promise<[http.IncomingMessage]>;
  req.write(head);
  for await (const chunk of createReadStream(file.path, { highWaterMark: 256 * 1024 })) {
    if (!req.write(chunk)) await once(req, 'drain');
  }
  req.end(tail);
  const [res] = await response;
  let text = '';
  for await (const chunk of res) text += chunk;
  if (res.statusCode !== 202) throw new Error(`upload answered ${res.statusCode}: ${text}`);
  return (JSON.parse(text) as { data: { importId: string } }).data.importId;
}

interface StatusBody {
  status: string;
  msg: string;
  counts: Record<string, number>;
}

async function status(
  port: number,
  token: string,
  file: GeneratedFile,
  importId: string,
): Promise<StatusBody> {
  const res = await fetch(`http://127.0.0.1:${port}${uploadBase(file)}/${importId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: StatusBody }).data;
}

/**
 * Watches pg_stat_activity (on its own connection) for the pipeline's statements, to split the wall
 * time into upload + parse/stage COPY + merge without touching the app.
 */
function watchPhases(databaseUrl: string, started: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const seen: Record<string, number> = {};
  const patterns: [string, RegExp][] = [
    ['stageCopyStartS', /^\s*copy import_stage_/i],
    ['mergeStartS', /(insert into|update) (bank_transactions|bank_rec_ledger_entries)/i],
    [
      'outcomeStartS',
      /^\s*(copy|insert into) (bank_statement_balances|import_issues)|^\s*update imports set status/i,
    ],
  ];
  /** CPU seconds of each backend seen running the pipeline's statements, when first seen. */
  const backends = new Map<number, number | undefined>();
  let running = true;
  const loop = (async () => {
    await client.connect();
    const db = new URL(databaseUrl).pathname.slice(1);
    while (running) {
      const { rows } = await client.query<{ pid: number; query: string }>(
        `select pid, query from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [db],
      );
      for (const { pid, query } of rows) {
        if (!backends.has(pid) && patterns.some(([, pattern]) => pattern.test(query))) {
          backends.set(pid, cpuSeconds(pid));
        }
        for (const [name, pattern] of patterns) {
          if (seen[name] === undefined && pattern.test(query))
            seen[name] = round((performance.now() - started) / 1000);
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return seen;
    },
    /** CPU the pipeline's PostgreSQL backends used since first seen (undefined if PostgreSQL is remote). */
    backendCpuS(): number | undefined {
      let total = 0;
      for (const [pid, before] of backends) {
        const after = cpuSeconds(pid);
        if (before === undefined || after === undefined) return undefined;
        total += after - before;
      }
      return backends.size > 0 ? round(total, 1) : undefined;
    },
  };
}

export async function importThroughApp(options: {
  port: number;
  token: string;
  file: GeneratedFile;
  name: string;
  /** Health requests per second during the import (0 = none). */
  healthRps: number;
  healthPath: string;
  /** PostgreSQL URL of the app's database, to time the phases. */
  databaseUrl?: string;
  /** The bench server process, for its event-loop delay. */
  server?: ChildProcess;
}): Promise<ImportFigures> {
  const { port, token, file, server } = options;
  const health =
    options.healthRps > 0
      ? startPacedLoad(port, options.healthPath, options.healthRps, MAX_IMPORT_SECONDS)
      : undefined;
  // A second of the steady load before the upload: the figures cover the whole import, not its start.
  if (health) await new Promise((r) => setTimeout(r, 1000));
  if (server) await serverStats(server);
  const appCpuBefore = cpuSeconds(server?.pid);
  const started = performance.now();
  const phases = options.databaseUrl ? watchPhases(options.databaseUrl, started) : undefined;
  try {
    const importId = await upload(port, token, file, options.name);
    const uploadS = (performance.now() - started) / 1000;
    let body = await status(port, token, file, importId);
    while (body.status === 'In Progress') {
      if (performance.now() - started > MAX_IMPORT_SECONDS * 1000) throw new Error('import took too long');
      await new Promise((r) => setTimeout(r, STATUS_POLL_MS));
      body = await status(port, token, file, importId);
    }
    const totalS = (performance.now() - started) / 1000;
    const figures: ImportFigures = {
      status: body.status,
      msg: body.msg,
      counts: body.counts,
      uploadS: round(uploadS),
      totalS: round(totalS),
      rowsPerSecond: Math.round(file.rows / totalS),
      importId,
    };
    const appCpuAfter = cpuSeconds(server?.pid);
    const seen = await phases?.stop();
    if (seen) figures.phases = seen;
    const appS =
      appCpuBefore === undefined || appCpuAfter === undefined
        ? undefined
        : round(appCpuAfter - appCpuBefore, 1);
    const postgresS = phases?.backendCpuS();
    figures.cpu = {
      ...(appS === undefined ? {} : { appS }),
      ...(postgresS === undefined ? {} : { postgresS }),
    };
    if (health) figures.health = await health.stop();
    const stats = server ? await serverStats(server) : undefined;
    if (stats) figures.serverEventLoopDelay = stats.eventLoopDelay;
    return figures;
  } finally {
    await phases?.stop().catch(() => undefined);
    await health?.stop().catch(() => undefined);
  }
}

const ROW_COLUMNS = [
  'organization_id',
  'import_id',
  'account_id',
  'row_key',
  ...columnNames(BANK_LINE_COLUMNS),
  'extra',
  'line',
];

/** What the import's rows are COPY'd into to time it: see `copyFloor`. */
export type FloorKind = 'raw' | 'indexed';

/**
 * The same table as bank_transactions with its indexes (primary key, the row-key unique index and the
 * three others), its foreign keys (bank account, import) and its insert triggers (the statement-level
 * reconciliation summaries of ADR 0015 and the decertification of ADR 0018; those enabled, so
 * BENCH_SUMMARY_TRIGGERS=off leaves them out of both), all read from the catalogue so the floor follows
 * the schema. The triggers' functions recount bank_transactions itself, where the
 * import already stored these rows: each recounts the same (organisation, account, day) keys the merge's
 * trigger recounted, so the floor pays what the merge pays for them.
 */
async function createIndexedFloor(client: pg.Client, table: string): Promise<void> {
  await client.query(`create table ${table} (like bank_transactions including all)`);
  const keys = await client.query<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = 'bank_transactions'::regclass and contype = 'f' order by conname`,
  );
  for (const [i, { def }] of keys.rows.entries()) {
    await client.query(`alter table ${table} add constraint ${table}_fk${i} ${def}`);
  }
  const triggers = await client.query<{ name: string; def: string }>(
    `select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger
      where tgrelid = 'bank_transactions'::regclass and not tgisinternal and (tgtype & 4) <> 0
        and tgenabled <> 'D'`,
  );
  for (const { name, def } of triggers.rows) {
    await client.query(
      def
        .replace(`TRIGGER ${name} `, `TRIGGER ${table}_${name} `)
        .replace(/ ON (public\.)?bank_transactions /, ` ON ${table} `),
    );
  }
}

/**
 * The ratio's denominators: the rows the import stored, exported with COPY TO (in file order, with the
 * ids the import gave them), then loaded with `COPY ... FROM STDIN (FORMAT csv)` into a fresh table:
 * - 'raw': bank_transactions' columns and defaults (fresh random ids) but no index, constraint or
 *   trigger (the figure of the earlier runs);
 * - 'indexed': the real floor, the same indexes, keys and insert triggers as bank_transactions
 *   (`createIndexedFloor`) and the import's ids.
 * Each run follows a CHECKPOINT and is timed from the COPY statement to its completion (commit
 * included); the table is dropped afterwards.
 */
export async function copyFloor(
  databaseUrl: string,
  importId: string,
  csvPath: string,
  kind: FloorKind,
  runs = 2,
) {
  if (!/^[0-9a-f-]{36}$/.test(importId)) throw new Error('bad import id');
  const columns = kind === 'indexed' ? ['id', ...ROW_COLUMNS] : ROW_COLUMNS;
  const table = `bench_${kind}_copy`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await pipeline(
      client.query(
        copyTo(
          `copy (select ${columns.join(', ')} from bank_transactions where import_id = '${importId}' order by line) to stdout (format csv)`,
        ),
      ),
      createWriteStream(csvPath),
    );
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    const seconds: number[] = [];
    const cpu: number[] = [];
    let rows = 0;
    for (let run = 0; run < runs; run += 1) {
      await client.query(`drop table if exists ${table}`);
      if (kind === 'indexed') await createIndexedFloor(client, table);
      else await client.query(`create table ${table} (like bank_transactions including defaults)`);
      await client.query('checkpoint');
      const started = performance.now();
      const cpuBefore = cpuSeconds(backend);
      const copy = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin (format csv)`));
      await pipeline(createReadStream(csvPath, { highWaterMark: 256 * 1024 }), copy);
      seconds.push(round((performance.now() - started) / 1000));
      const cpuAfter = cpuSeconds(backend);
      if (cpuBefore !== undefined && cpuAfter !== undefined) cpu.push(round(cpuAfter - cpuBefore, 1));
      rows = Number(copy.rowCount);
      await client.query(`drop table ${table}`);
    }
    return {
      rows,
      runsS: seconds,
      bestS: Math.min(...seconds),
      ...(cpu.length > 0 ? { postgresCpuS: Math.min(...cpu) } : {}),
    };
  } finally {
    await client.query(`drop table if exists ${table}`).catch(() => undefined);
    await client.end();
  }
}
