import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { loadConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db';
import { freePort, signIn } from '../imports/app-process';
import { dashboardCalls } from './calls';

/**
 * A quick look at the health calls on the demo data (not the 1,000,000-line world of bench:dashboards):
 * each call 30 times, one at a time, through app.inject. Prints one JSON line per call.
 * Env: BENCH_DATABASE_URL (absent: an in-memory PGlite).
 */
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearline-health-timing-'));
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 4 });
await database.migrate();
await seedDemo(database);
const config = loadConfig(
  { WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir, HEALTH_SAMPLE_SECONDS: '60' },
  [],
);
const { app, services } = await buildApp({ config, database, quiet: true });
await app.ready();
await services.monitoring.samples.recordIfDue('bench');
const port = await freePort();
await app.listen({ port, host: '127.0.0.1' });
const token = await signIn(port, 'ops@demo.test', 'Clearline-demo-1');
// The demo's calls only: the client view needs a bench world's customer.
for (const call of dashboardCalls({ month: '', lastMonth: '', coId: '' }).filter(
  (c) => !c.path.includes(':coId') && !c.path.startsWith('/api/clientView'),
)) {
  const times: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: call.path,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${call.path}: ${res.statusCode}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.ceil(q * times.length) - 1] ?? 0) * 10) / 10;
  console.log(JSON.stringify({ call: call.name, p50: at(0.5), p95: at(0.95), max: at(1) }));
}
await app.close();
await database.close();
