import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db';
import { exitWhenDone, freePort, signIn } from '../imports/app-process';

/**
 * One export in a process of its own (so its peak RSS is its own): the app on the bench database,
 * listening; the export requested over HTTP and run by the in-process job runner while GET
 * /health/ready is asked 20 times a second. Prints one JSON line.
 * Args: format, report id, parameters as JSON. Env: PHASE_DATABASE_URL (absent: PGLITE_DIR).
 */
const [format = 'csv', reportId = 'unmatched-items', parametersJson = '{}'] = process.argv.slice(2);
const USER = { email: 'bankrec@demo.test', password: 'Clearline-demo-1' };

const rssMb = () => Math.round(process.memoryUsage.rss() / 104_857.6) / 10;
const kernelPeakMb = () => {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : undefined;
};
const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

exitWhenDone(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearline-bench-exports-'));
  const database = await openDatabase({
    url: process.env.PHASE_DATABASE_URL,
    pgliteDir: process.env.PGLITE_DIR,
    poolSize: 6,
  });
  // The export settings a run compares (run.ts BENCH_PGLITE_VARIANTS), passed on to the app.
  const settings = Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[0].startsWith('EXPORT_') && e[1] !== undefined,
    ),
  );
  const config = loadConfig({ WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir, ...settings }, []);
  const { app, ctx } = await buildApp({ config, database, quiet: true });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const token = await signIn(port, USER.email, USER.password);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // The same health checks for 5 s before the export: what the machine's load alone costs them.
    const idle: number[] = [];
    const idleLoop = monitorEventLoopDelay({ resolution: 10 });
    idleLoop.enable();
    for (const until = performance.now() + 5000; performance.now() < until; ) {
      const sent = performance.now();
      await fetch(`${base}/health/ready`).then((r) => r.arrayBuffer());
      idle.push(performance.now() - sent);
      await new Promise((r) => setTimeout(r, 50));
    }
    idleLoop.disable();
    const baselineRssMb = rssMb();
    let peakRss = baselineRssMb;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb());
    }, 25);
    const res = await fetch(`${base}/api/bankRec/report/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ reportId, parameters: JSON.parse(parametersJson), format }),
    });
    if (res.status !== 202) throw new Error(`export refused: ${res.status} ${await res.text()}`);
    const { data } = (await res.json()) as { data: { exportId: string } };
    const latencies: number[] = [];
    // Where a slow /health/ready waits: the event loop's delay (this thread busy), or the database's
    // answer (embedded: the PGlite thread busy with a statement) — the ready time less the loop's part.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let running = true;
    const pinger = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${base}/health/ready`).then((r) => r.arrayBuffer());
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    await ctx.jobs.drain();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    running = false;
    loop.disable();
    await pinger;
    clearInterval(sampler);
    const list = (await (await fetch(`${base}/api/bankRec/report/exports?limit=5`, { headers })).json()) as {
      data: { rows: { id: string; status: string; rows: number | null; sizeBytes: number | null }[] };
    };
    const row = list.data.rows.find((r) => r.id === data.exportId);
    if (row?.status !== 'succeeded') throw new Error(`export ended ${row?.status}`);
    const sorted = latencies.sort((a, b) => a - b);
    process.stdout.write(
      `${JSON.stringify({
        format,
        reportId,
        settings,
        rows: row.rows,
        sizeBytes: row.sizeBytes,
        seconds: Math.round(seconds * 100) / 100,
        // The app process's CPU while the export ran (the health requests included): on a busy machine
        // the wall time is mostly waiting for a core.
        cpuSeconds: Math.round((cpu.user + cpu.system) / 10_000) / 100,
        rowsPerSecond: Math.round((row.rows ?? 0) / seconds),
        baselineRssMb,
        peakRssSampledMb: peakRss,
        peakRssKernelMb: kernelPeakMb(),
        health: {
          requests: sorted.length,
          p50Ms: Math.round(p(sorted, 0.5) * 10) / 10,
          p99Ms: Math.round(p(sorted, 0.99) * 10) / 10,
          maxMs: Math.round((sorted[sorted.length - 1] ?? 0) * 10) / 10,
        },
        healthIdle: {
          requests: idle.length,
          p50Ms:
            Math.round(
              p(
                idle.sort((a, b) => a - b),
                0.5,
              ) * 10,
            ) / 10,
          p99Ms: Math.round(p(idle, 0.99) * 10) / 10,
          eventLoopP99Ms: Math.round(idleLoop.percentile(99) / 1e5) / 10,
        },
        eventLoopDelay: {
          p50Ms: Math.round(loop.percentile(50) / 1e5) / 10,
          p99Ms: Math.round(loop.percentile(99) / 1e5) / 10,
          maxMs: Math.round(loop.max / 1e5) / 10,
        },
      })}\n`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
