import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { todayIso } from '@clearline/domain';
import { createDataset, type Dataset } from '../search-ledger/dataset';
import { exitWhenDone, freePort, startNode, waitFor } from './app-process';
import { BENCH_ACCOUNTS, type GeneratedFile, generateBai2 } from './generate';

/**
 * What the freeze and throughput benchmarks share: one generated BAI2 file, the bench server
 * (server.ts) started on it in each mode (embedded, then PostgreSQL on a throw-away database), a temp
 * directory removed at the end (also on Ctrl-C), and the report printed as one JSON document.
 */

export interface ModeRun {
  name: 'embedded' | 'postgres';
  server: ChildProcess;
  port: number;
}

/** The bench server in DATA_DIR `<tmp>/<name>-data`, its ledger seeded from `file`; resolves once it answers. */
export async function startBenchServer(
  name: ModeRun['name'],
  env: Record<string, string>,
  file: GeneratedFile,
  tmp: string,
  nodeArgs: string[] = [],
): Promise<ModeRun> {
  const port = await freePort();
  const server = startNode(
    'bench/imports/server.ts',
    [],
    {
      ...env,
      DATA_DIR: path.join(tmp, `${name}-data`),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ACCESS_TOKEN_TTL_SECONDS: '7200',
      BENCH_BANK_ACCOUNTS: JSON.stringify(BENCH_ACCOUNTS),
      BENCH_LEDGER_FROM: file.path,
    },
    nodeArgs,
  );
  await waitFor(port, '/health/live', 900);
  return { name, server, port };
}

export interface BothModes {
  /** Names the temp directory and the skip switches: BENCH_<TAG>_PGLITE=0, BENCH_<TAG>_PG=0. */
  benchmark: string;
  rows: number;
  seed: number;
  pgUrl: string | undefined;
  report: Record<string, unknown>;
  mode: (
    name: ModeRun['name'],
    env: Record<string, string>,
    file: GeneratedFile,
    tmp: string,
  ) => Promise<unknown>;
}

export function runInBothModes(options: BothModes): void {
  const tag = options.benchmark.toUpperCase();
  const main = async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), `clearline-bench-${options.benchmark}-`));
    let dataset: Dataset | undefined;
    const cleanup = async () => {
      await dataset?.drop().catch(() => undefined);
      await rm(tmp, { recursive: true, force: true });
    };
    process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
    try {
      const file = await generateBai2(
        path.join(tmp, `${options.benchmark}.bai2`),
        options.rows,
        options.seed,
      );
      const report: Record<string, unknown> = {
        benchmark: options.benchmark,
        ...options.report,
        fileMb: Math.round(file.bytes / 104_857.6) / 10,
        machine: {
          cpus: os.cpus().length,
          node: process.version,
          loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
        },
      };
      if (process.env[`BENCH_${tag}_PGLITE`] !== '0') {
        report.embedded = await options.mode('embedded', {}, file, tmp);
      }
      if (options.pgUrl && process.env[`BENCH_${tag}_PG`] !== '0') {
        dataset = await createDataset(options.pgUrl, 0, todayIso(new Date(), 'America/New_York'));
        report.postgres = await options.mode('postgres', { DATABASE_URL: dataset.url }, file, tmp);
      }
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } finally {
      await cleanup();
    }
  };
  exitWhenDone(main);
}
