import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  EndpointStatus,
  ImplementationResponse,
  ProductLineHealthResponse,
  ProductLineInfrastructureResponse,
  ProductLineOperationsResponse,
  SystemHealthResponse,
} from '@clearline/contracts';
import { IMPLEMENTATION_RECENT_CUSTOMERS } from '@clearline/contracts';
import { bucketStart, formatMinor } from '@clearline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db';
import { authed, createTestApp, DEMO_PASSWORD, json, type TestApp, tokenFor } from './harness';

// Issue 15: health samples, product-line probes and incidents, operations and implementation figures.

let t: TestApp;
let ops: string;
let clerk: string;
/** A local endpoint that answers 503 while `failing` is set, 200 otherwise. */
let target: Server;
let targetUrl: string;
let failing = false;

beforeAll(async () => {
  t = await createTestApp({ HEALTH_SAMPLE_SECONDS: '60' });
  ops = await tokenFor(t.app, 'ops@demo.test', DEMO_PASSWORD);
  clerk = await tokenFor(t.app, 'bankrec@demo.test', DEMO_PASSWORD);
  target = createServer((_req, res) => {
    res.statusCode = failing ? 503 : 200;
    res.end(failing ? 'down' : 'ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/status`;
  // The demo's probes point at a server that is not listening here: keep them out of these probes.
  await t.ctx.db.execute(sql`update product_endpoints set next_run_at = now() + interval '1 day'`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => target?.close(() => resolve()));
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: authed(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject(
    payload === undefined
      ? { method, url, headers: authed(token) }
      : { method, url, headers: authed(token), payload: payload as Record<string, unknown> },
  );
const dueNow = (id: string) =>
  t.ctx.db.execute(sql`update product_endpoints set next_run_at = now() where id = ${id}`);

describe('health samples', () => {
  it('records one sample per interval, however many callers try', async () => {
    const { samples } = t.services.monitoring;
    const recorded = await Promise.all([samples.recordIfDue('a'), samples.recordIfDue('b')]);
    expect(recorded.filter(Boolean)).toHaveLength(1);
    expect(await samples.recordIfDue('c')).toBe(false);
    const rows = await queryRows<{ n: string | number }>(
      t.ctx.db,
      sql`select count(*) as n from health_samples`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it("counts the previous interval's failed jobs and import durations from the job rows", async () => {
    await t.ctx.db.execute(sql`delete from health_samples`);
    // The seeded demo's own import jobs may have ended a moment ago: move them out of the window.
    await t.ctx.db.execute(
      sql`update jobs set finished_at = finished_at - interval '1 day' where finished_at is not null`,
    );
    const bucket = bucketStart(t.ctx.now(), 60);
    const ended = new Date(bucket.getTime() - 1000).toISOString();
    const queued = new Date(bucket.getTime() - 3000).toISOString();
    await t.ctx.db.execute(sql`
      insert into jobs (kind, status, created_at, finished_at, error) values
        ('bank-statement-import', 'succeeded', ${queued}::timestamptz, ${ended}::timestamptz, null),
        ('auto-match', 'failed', ${queued}::timestamptz, ${ended}::timestamptz, 'boom')`);
    expect(await t.services.monitoring.samples.recordIfDue('test')).toBe(true);
    const [row] = await queryRows<{ failed: number; imports: number; avg: number }>(
      t.ctx.db,
      sql`select failed_jobs as failed, import_count as imports, import_avg_ms as avg from health_samples`,
    );
    expect(row).toEqual({ failed: 1, imports: 1, avg: 2000 });
  });

  it('shows management the current values and the series; refuses a clerk', async () => {
    const res = await get('/api/system/health?range=1h', ops);
    expect(res.statusCode).toBe(200);
    const body = json<SystemHealthResponse>(res);
    expect(body.sampleIntervalSeconds).toBe(60);
    expect(body.current?.database).toBe(t.database.kind);
    expect(body.current?.rssMb).toBeGreaterThan(0);
    expect(body.current?.dbLatencyMs).toBeGreaterThanOrEqual(0);
    expect(body.series).toHaveLength(1);
    expect((await get('/api/system/health?range=1h', clerk)).statusCode).toBe(403);
    expect((await get('/api/system/health?range=2h', ops)).statusCode).toBe(400);
  });

  it('the monitor job records the sample, and queues its next tick', async () => {
    await t.ctx.db.execute(sql`delete from health_samples`);
    await t.ctx.db.execute(sql`insert into jobs (kind, payload) values ('health-monitor', '{}')`);
    expect(await t.ctx.jobs.drain()).toBe(1);
    const [sample] = await queryRows<{ recorded_by: string }>(
      t.ctx.db,
      sql`select recorded_by from health_samples`,
    );
    expect(sample?.recorded_by).toBe(t.ctx.jobs.id);
    const queued = await queryRows<{ later: boolean }>(
      t.ctx.db,
      sql`select run_after > now() as later from jobs where kind = 'health-monitor' and status = 'queued'`,
    );
    expect(queued).toEqual([{ later: true }]);
  });
});

describe('product lines', () => {
  let endpoint: EndpointStatus;

  it("lists the organisation's three lines to management only", async () => {
    const body = json<{ lines: { slug: string; name: string }[] }>(await get('/api/productLines', ops));
    expect(body.lines.map((l) => l.slug).sort()).toEqual([
      'millenniumiaas',
      'readypayiaas',
      'readypayonline',
    ]);
    expect((await get('/api/productLines', clerk)).statusCode).toBe(403);
    expect((await get('/api/productLines/nosuchline/health', ops)).statusCode).toBe(400);
  });

  it('adds an endpoint and opens an incident when its probe fails, closing it on recovery', async () => {
    const infra = json<ProductLineInfrastructureResponse>(
      await get('/api/productLines/readypayiaas/infrastructure', ops),
    );
    const component = infra.components[0];
    if (!component) throw new Error('the demo line has no component');
    const created = await send('POST', '/api/productLines/readypayiaas/endpoints', ops, {
      componentId: component.id,
      name: 'Local status',
      url: targetUrl,
      expectedStatus: 200,
      intervalSeconds: 10,
      timeoutMs: 2000,
    });
    expect(created.statusCode).toBe(201);
    endpoint = json<EndpointStatus>(created);
    expect(endpoint.state).toBe('unknown');

    failing = true;
    await dueNow(endpoint.id);
    expect(await t.services.monitoring.productLines.runDueProbes()).toBe(1);
    // Not due again until its interval passed: a second tick probes nothing.
    expect(await t.services.monitoring.productLines.runDueProbes()).toBe(0);
    await dueNow(endpoint.id);
    await t.services.monitoring.productLines.runDueProbes();

    let health = json<ProductLineHealthResponse>(
      await get('/api/productLines/readypayiaas/health?range=1h', ops),
    );
    let mine = health.endpoints.find((e) => e.id === endpoint.id);
    expect(mine).toMatchObject({ state: 'down', lastHttpStatus: 503, uptime24h: 0 });
    expect(health.incidents).toHaveLength(1);
    expect(health.incidents[0]).toMatchObject({
      endpointName: 'Local status',
      closedAt: null,
      cause: 'expected HTTP 200, got 503',
      failedProbes: 2,
    });

    failing = false;
    await dueNow(endpoint.id);
    await t.services.monitoring.productLines.runDueProbes();
    health = json<ProductLineHealthResponse>(
      await get('/api/productLines/readypayiaas/health?range=1h', ops),
    );
    mine = health.endpoints.find((e) => e.id === endpoint.id);
    expect(mine).toMatchObject({ state: 'up', lastHttpStatus: 200, uptime24h: 33.33, uptime30d: 33.33 });
    expect(health.incidents[0]?.closedAt).not.toBeNull();
    expect(health.incidents[0]?.durationSeconds).toBeGreaterThanOrEqual(0);
    const probes = health.latency.reduce((n, p) => n + p.probes, 0);
    const failures = health.latency.reduce((n, p) => n + p.failures, 0);
    expect([probes, failures]).toEqual([3, 2]);
    expect(health.latency.every((p) => p.p95 === null || (p.p50 !== null && p.p95 >= p.p50))).toBe(true);
  });

  it('records an unreachable endpoint as failed with the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const res = await send('PUT', `/api/productLines/readypayiaas/endpoints/${endpoint.id}`, ops, {
      componentId: endpoint.componentId,
      name: 'Local status',
      url: `http://127.0.0.1:${port}/gone`,
      expectedStatus: 200,
      intervalSeconds: 10,
      timeoutMs: 2000,
    });
    expect(res.statusCode).toBe(200);
    await t.services.monitoring.productLines.runDueProbes();
    const health = json<ProductLineHealthResponse>(
      await get('/api/productLines/readypayiaas/health?range=1h', ops),
    );
    expect(health.endpoints.find((e) => e.id === endpoint.id)).toMatchObject({
      state: 'down',
      lastHttpStatus: null,
      lastError: 'connection failed (ECONNREFUSED)',
    });
    expect(health.incidents.filter((i) => i.closedAt === null)).toHaveLength(1);
  });

  it('refuses invalid endpoints and non-management callers', async () => {
    const base = {
      componentId: endpoint.componentId,
      name: 'Probe',
      url: 'https://status.example.com/health',
      expectedStatus: 200,
      intervalSeconds: 30,
      timeoutMs: 5000,
    };
    const url = '/api/productLines/readypayiaas/endpoints';
    for (const bad of [
      { url: 'ftp://files.example.com/' },
      { url: 'file:///etc/passwd' },
      { expectedStatus: 99 },
      { expectedStatus: 600 },
      { intervalSeconds: 9 },
      { timeoutMs: 30_000 },
      { name: '' },
    ]) {
      const res = await send('POST', url, ops, { ...base, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const otherLine = json<ProductLineInfrastructureResponse>(
      await get('/api/productLines/millenniumiaas/infrastructure', ops),
    );
    const foreign = await send('POST', url, ops, { ...base, componentId: otherLine.components[0]?.id });
    expect(foreign.statusCode).toBe(400);
    expect((await send('POST', url, clerk, base)).statusCode).toBe(403);
    expect((await send('DELETE', `${url}/${endpoint.id}`, clerk)).statusCode).toBe(403);
  });

  it('removes an endpoint (its open incident closes) and audits every change', async () => {
    const url = `/api/productLines/readypayiaas/endpoints/${endpoint.id}`;
    expect((await send('DELETE', url, ops)).statusCode).toBe(200);
    expect((await send('DELETE', url, ops)).statusCode).toBe(404);
    const health = json<ProductLineHealthResponse>(
      await get('/api/productLines/readypayiaas/health?range=1h', ops),
    );
    expect(health.endpoints.some((e) => e.id === endpoint.id)).toBe(false);
    const open = await queryRows(
      t.ctx.db,
      sql`select 1 from probe_incidents where endpoint_id = ${endpoint.id} and closed_at is null`,
    );
    expect(open).toHaveLength(0);
    const actions = await queryRows<{ action: string }>(
      t.ctx.db,
      sql`select action from audit_log where entity_id = ${endpoint.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'monitoring.endpoint_added',
      'monitoring.endpoint_changed',
      'monitoring.endpoint_removed',
    ]);
  });
});

describe("a line's operations and implementation progress", () => {
  it("matches direct queries on the line's customers", async () => {
    const body = json<ProductLineOperationsResponse>(
      await get('/api/productLines/readypayonline/operations', ops),
    );
    const [direct] = await queryRows<{ customers: string; open: string; minor: string }>(
      t.ctx.db,
      sql`
        select count(distinct c.id) as customers,
          count(e.id) filter (where e.status = 'open') as open,
          coalesce(sum(e.amount_minor) filter (where e.status = 'open'), 0) as minor
        from product_line_customers plc
        join product_lines pl on pl.id = plc.product_line_id and pl.slug = 'readypayonline'
        join bank_rec_clients c on c.id = plc.client_id
        left join bank_rec_ledger_entries e on e.organization_id = c.organization_id and e.area = c.area and e.co_id = c.co_id`,
    );
    expect(body.totals.customers).toBe(Number(direct?.customers));
    expect(body.totals.customers).toBeGreaterThan(10);
    expect(body.totals.openItems).toBe(Number(direct?.open));
    expect(body.totals.openAmount).toBe(formatMinor(Number(direct?.minor), { thousands: false }));
    expect(body.customers).toHaveLength(body.totals.customers);
    expect((await get('/api/productLines/readypayonline/operations', clerk)).statusCode).toBe(403);
  });

  it('counts every customer once as onboarded, in the month it was created', async () => {
    const body = json<ImplementationResponse>(await get('/api/implementation/progress', ops));
    const [direct] = await queryRows<{ n: string }>(
      t.ctx.db,
      sql`select count(*) as n from bank_rec_clients c join organizations o on o.id = c.organization_id
          where o.name = 'Demo Payroll Bureau' and c.area = 'bankRec'`,
    );
    expect(body.months.reduce((n, m) => n + m.onboarded, 0)).toBe(Number(direct?.n));
    expect(body.totals.customers).toBe(Number(direct?.n));
    expect(body.totals.reconciled).toBe(body.months.reduce((n, m) => n + m.firstReconciled, 0));
    // The answer lists the most recently onboarded customers, newest first.
    expect(body.customers).toHaveLength(Math.min(Number(direct?.n), IMPLEMENTATION_RECENT_CUSTOMERS));
    const days = body.customers.map((c) => c.onboardedOn);
    expect(days).toEqual([...days].sort().reverse());
    // The demo's customers start over two years: onboarding spreads over more than one month.
    expect(body.months.filter((m) => m.onboarded > 0).length).toBeGreaterThan(1);
    expect(body.customers.every((c) => c.productLine !== null)).toBe(true);
  });
});
