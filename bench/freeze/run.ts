import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { serverStats, signIn, stop } from '../imports/app-process';
import type { GeneratedFile } from '../imports/generate';
import { runInBothModes, startBenchServer } from '../imports/modes';
import { type PacedFigures, startPacedLoad } from '../imports/paced-load';
import { importThroughApp } from '../imports/pipeline';

/**
 * `npm run bench:freeze` (issue 10, item 1): does one user's big file freeze the server for everyone?
 * A generated BAI2 statement of BENCH_FREEZE_ROWS (200,000) records goes through the real upload against
 * as many open ledger entries (bench server, BENCH_LEDGER_FROM), so the auto-match that follows has real
 * work; then the file is un-imported. Throughout both, /health/live and /health/ready are each asked
 * every 50 ms (open loop, bounded by BENCH_FREEZE_MAX_S). Prints one JSON object: per mode (embedded
 * PGlite; PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set) the job durations and the health
 * latency p50/p99/max during the auto-match and during the un-import, and the server's own event-loop
 * delay. BENCH_FREEZE_PG=0 skips PostgreSQL, BENCH_FREEZE_PGLITE=0 skips PGlite.
 */

const ROWS = Number(process.env.BENCH_FREEZE_ROWS ?? 200_000);
const MAX_S = Number(process.env.BENCH_FREEZE_MAX_S ?? 1800);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const HEALTH_RPS = 20;
const USER = { email: 'bankrec@demo.test', password: 'Clearline-demo-1' };
const log = (message: string) => process.stderr.write(`[bench:freeze] ${message}\n`);
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const since = (t: number) => round((performance.now() - t) / 1000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's longest event-loop delay since the phase began (each SIGUSR2 answer covers the span since the last). */
let loopMaxMs = 0;
async function stats(server: ChildProcess) {
  const answer = await serverStats(server);
  loopMaxMs = Math.max(loopMaxMs, answer?.eventLoopDelay?.maxMs ?? 0);
  return answer;
}

type Health = Pick<PacedFigures, 'requests' | 'errors' | 'p50Ms' | 'p99Ms' | 'maxMs' | 'lateSends'>;

/** Both health endpoints every 50 ms while `work` runs; the server's event-loop delay over the same span. */
async function watched<T>(port: number, server: ChildProcess, work: () => Promise<T>) {
  await serverStats(server);
  loopMaxMs = 0;
  const loads = ['/health/live', '/health/ready'].map((p) => startPacedLoad(port, p, HEALTH_RPS, MAX_S));
  const started = performance.now();
  const result = await work();
  const seconds = since(started);
  const [live, ready] = await Promise.all(loads.map((l) => l.stop()));
  const brief = (f: PacedFigures | undefined): Health | undefined =>
    f && {
      requests: f.requests,
      errors: f.errors,
      p50Ms: f.p50Ms,
      p99Ms: f.p99Ms,
      maxMs: f.maxMs,
      lateSends: f.lateSends,
    };
  await stats(server);
  return {
    result,
    seconds,
    healthLive: brief(live),
    healthReady: brief(ready),
    eventLoopDelayMaxMs: loopMaxMs,
  };
}

/**
 * Until the server has no job running or due (a recurring job waiting for its next time, such as the
 * health monitor's sampling, does not count) and at least `autoMatchRuns` auto-match runs have
 * finished (the import's status turns Completed before its job enqueues the auto-match: without the
 * count this could return in between, and the auto-match phase measured 0 s). Answers the confirmed
 * matches then. The server answers SIGUSR2 only when its loop is free.
 */
async function jobsDone(server: ChildProcess, autoMatchRuns = 0): Promise<{ matches: number }> {
  const until = performance.now() + MAX_S * 1000;
  while (performance.now() < until) {
    const answer = await stats(server);
    if (answer?.dueJobs === 0 && (answer.autoMatchRuns ?? 0) >= autoMatchRuns)
      return { matches: answer.matches ?? -1 };
    await sleep(250);
  }
  throw new Error(`jobs still running after ${MAX_S} s`);
}

/** The un-import request (node:http: fetch gives up on an answer after 300 s, the old un-import took longer). */
function unimport(port: number, token: string, importId: string) {
  return new Promise<{ httpStatus: number; status?: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/bankRec/items/fileImport/${importId}/unimport`,
        headers: { authorization: `Bearer ${token}` },
        timeout: MAX_S * 1000,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          const body = JSON.parse(text || '{}') as { data?: { status?: string } };
          resolve({ httpStatus: res.statusCode ?? 0, status: body.data?.status });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to the un-import within ${MAX_S} s`)));
    req.on('error', reject);
    req.end();
  });
}

async function mode(
  name: 'embedded' | 'postgres',
  env: Record<string, string>,
  file: GeneratedFile,
  tmp: string,
) {
  log(`${name}: starting the server (seed + ${ROWS} ledger entries)`);
  const { server, port } = await startBenchServer(name, env, file, tmp);
  try {
    const token = await signIn(port, USER.email, USER.password);
    log(`${name}: importing the statement, then its auto-match`);
    let importS = 0;
    const autoMatchRunsBefore = (await stats(server))?.autoMatchRuns ?? 0;
    const autoMatch = await watched(port, server, async () => {
      const started = performance.now();
      const figures = await importThroughApp({
        port,
        token,
        file,
        name: 'freeze.bai2',
        healthRps: 0,
        healthPath: '/health/live',
      });
      importS = since(started);
      const { matches } = await jobsDone(server, autoMatchRunsBefore + 1);
      return { importStatus: figures.status, importS, importId: figures.importId, matchesAfter: matches };
    });
    const autoMatchS = round(autoMatch.seconds - importS);
    log(`${name}: un-import (import and auto-match took ${autoMatch.seconds} s)`);
    const started = performance.now();
    const unimported = await watched(port, server, async () => {
      const answer = await unimport(port, token, autoMatch.result.importId);
      const answeredS = since(started);
      const { matches } = await jobsDone(server);
      return { ...answer, answeredS, matchesAfter: matches };
    });
    log(`${name}: done (un-import took ${unimported.seconds} s)`);
    return { importAndAutoMatch: { ...autoMatch, autoMatchS }, unimport: unimported };
  } finally {
    await stop(server);
  }
}

runInBothModes({ benchmark: 'freeze', rows: ROWS, seed: 7, pgUrl: PG_URL, report: { rows: ROWS }, mode });
