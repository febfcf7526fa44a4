import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  probeIncidents,
  probeResults,
  productComponents,
  productEndpoints,
  productLines,
} from '../../db/schema/index';
import { clock } from '../../platform/clock';
import { type DbOrTx, queryRows } from '../../platform/db';

export type ProductLineRow = typeof productLines.$inferSelect;
export type EndpointRow = typeof productEndpoints.$inferSelect;

export async function linesOf(db: DbOrTx, organizationId: string): Promise<ProductLineRow[]> {
  return db
    .select()
    .from(productLines)
    .where(eq(productLines.organizationId, organizationId))
    .orderBy(productLines.name);
}

export async function lineBySlug(
  db: DbOrTx,
  organizationId: string,
  slug: string,
): Promise<ProductLineRow | undefined> {
  const [row] = await db
    .select()
    .from(productLines)
    .where(and(eq(productLines.organizationId, organizationId), eq(productLines.slug, slug)));
  return row;
}

export async function componentsOf(db: DbOrTx, organizationId: string, lineId: string) {
  return db
    .select()
    .from(productComponents)
    .where(
      and(eq(productComponents.organizationId, organizationId), eq(productComponents.productLineId, lineId)),
    )
    .orderBy(productComponents.name);
}

/** An endpoint of the line (not removed), with its component: the line scopes every endpoint change. */
export async function endpointOfLine(db: DbOrTx, organizationId: string, lineId: string, id: string) {
  const [row] = await db
    .select({ endpoint: productEndpoints })
    .from(productEndpoints)
    .innerJoin(productComponents, eq(productComponents.id, productEndpoints.componentId))
    .where(
      and(
        eq(productEndpoints.id, id),
        eq(productEndpoints.organizationId, organizationId),
        eq(productComponents.productLineId, lineId),
        isNull(productEndpoints.removedAt),
      ),
    );
  return row?.endpoint;
}

export interface EndpointStatusRow {
  id: string;
  componentId: string;
  componentName: string;
  name: string;
  url: string;
  expectedStatus: number;
  intervalSeconds: number;
  timeoutMs: number;
  lastCheckedAt: string | null;
  lastOk: boolean | null;
  lastLatencyMs: number | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  openIncident: boolean;
  total24h: number;
  passed24h: number;
  total7d: number;
  passed7d: number;
  total30d: number;
  passed30d: number;
}

/** The line's endpoints with their last probe, whether an incident is open, and probe counts per period. */
export async function endpointStatuses(
  db: DbOrTx,
  organizationId: string,
  lineId: string,
): Promise<EndpointStatusRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
      select e.id, e.component_id as "componentId", c.name as "componentName", e.name, e.url,
        e.expected_status as "expectedStatus", e.interval_seconds as "intervalSeconds", e.timeout_ms as "timeoutMs",
        last.checked_at as "lastCheckedAt", last.ok as "lastOk", last.latency_ms as "lastLatencyMs",
        last.http_status as "lastHttpStatus", last.error as "lastError",
        exists (select 1 from probe_incidents i where i.endpoint_id = e.id and i.closed_at is null) as "openIncident",
        coalesce(u.total24h, 0) as "total24h", coalesce(u.passed24h, 0) as "passed24h",
        coalesce(u.total7d, 0) as "total7d", coalesce(u.passed7d, 0) as "passed7d",
        coalesce(u.total30d, 0) as "total30d", coalesce(u.passed30d, 0) as "passed30d"
      from product_endpoints e
      join product_components c on c.id = e.component_id
      left join lateral (
        select r.checked_at, r.ok, r.latency_ms, r.http_status, r.error from probe_results r
        where r.endpoint_id = e.id order by r.checked_at desc limit 1
      ) last on true
      left join lateral (
        select
          count(*) filter (where r.checked_at >= now() - interval '24 hours') as total24h,
          count(*) filter (where r.ok and r.checked_at >= now() - interval '24 hours') as passed24h,
          count(*) filter (where r.checked_at >= now() - interval '7 days') as total7d,
          count(*) filter (where r.ok and r.checked_at >= now() - interval '7 days') as passed7d,
          count(*) as total30d,
          count(*) filter (where r.ok) as passed30d
        from probe_results r where r.endpoint_id = e.id and r.checked_at >= now() - interval '30 days'
      ) u on true
      where e.organization_id = ${organizationId} and c.product_line_id = ${lineId} and e.removed_at is null
      order by c.name, e.name`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    componentId: String(r.componentId),
    componentName: String(r.componentName),
    name: String(r.name),
    url: String(r.url),
    expectedStatus: Number(r.expectedStatus),
    intervalSeconds: Number(r.intervalSeconds),
    timeoutMs: Number(r.timeoutMs),
    lastCheckedAt: r.lastCheckedAt ? new Date(r.lastCheckedAt as string).toISOString() : null,
    lastOk: r.lastOk === null || r.lastOk === undefined ? null : Boolean(r.lastOk),
    lastLatencyMs: r.lastLatencyMs === null || r.lastLatencyMs === undefined ? null : Number(r.lastLatencyMs),
    lastHttpStatus:
      r.lastHttpStatus === null || r.lastHttpStatus === undefined ? null : Number(r.lastHttpStatus),
    lastError: r.lastError === null || r.lastError === undefined ? null : String(r.lastError),
    openIncident: Boolean(r.openIncident),
    total24h: Number(r.total24h),
    passed24h: Number(r.passed24h),
    total7d: Number(r.total7d),
    passed7d: Number(r.passed7d),
    total30d: Number(r.total30d),
    passed30d: Number(r.passed30d),
  }));
}

export interface LatencyRow {
  at: string;
  p50: number | null;
  p95: number | null;
  probes: number;
  failures: number;
}

/**
 * The line's probe latencies per bucket: p50 and p95 by nearest rank (percentile_disc, the domain's
 * `percentile`: a value that was measured), of the probes that got an answer.
 */
export async function latencySeries(
  db: DbOrTx,
  organizationId: string,
  lineId: string,
  from: Date,
  bucketSeconds: number,
): Promise<LatencyRow[]> {
  const rows = await queryRows<Record<keyof LatencyRow, string | number | null>>(
    db,
    sql`
      select
        to_char(to_timestamp(floor(extract(epoch from r.checked_at) / ${bucketSeconds}) * ${bucketSeconds})
          at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "at",
        percentile_disc(0.5) within group (order by r.latency_ms) filter (where r.http_status is not null) as "p50",
        percentile_disc(0.95) within group (order by r.latency_ms) filter (where r.http_status is not null) as "p95",
        count(*) as "probes",
        count(*) filter (where not r.ok) as "failures"
      from probe_results r
      join product_endpoints e on e.id = r.endpoint_id
      join product_components c on c.id = e.component_id
      where r.organization_id = ${organizationId} and c.product_line_id = ${lineId}
        and r.checked_at >= ${from.toISOString()}::timestamptz
      group by 1 order by 1`,
  );
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    at: String(r.at),
    p50: num(r.p50),
    p95: num(r.p95),
    probes: Number(r.probes),
    failures: Number(r.failures),
  }));
}

export interface IncidentRow {
  id: string;
  endpointId: string;
  endpointName: string;
  openedAt: Date;
  closedAt: Date | null;
  cause: string;
  failedProbes: number;
}

/** The line's incidents still open or opened since `from`, newest first. */
export async function incidentsOf(
  db: DbOrTx,
  organizationId: string,
  lineId: string,
  from: Date,
): Promise<IncidentRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
      select i.id, i.endpoint_id as "endpointId", e.name as "endpointName", i.opened_at as "openedAt",
        i.closed_at as "closedAt", i.cause, i.failed_probes as "failedProbes"
      from probe_incidents i
      join product_endpoints e on e.id = i.endpoint_id
      join product_components c on c.id = e.component_id
      where i.organization_id = ${organizationId} and c.product_line_id = ${lineId}
        and (i.closed_at is null or i.opened_at >= ${from.toISOString()}::timestamptz
             or i.closed_at >= ${from.toISOString()}::timestamptz)
      order by i.opened_at desc
      limit 100`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    endpointId: String(r.endpointId),
    endpointName: String(r.endpointName),
    openedAt: new Date(r.openedAt as string),
    closedAt: r.closedAt ? new Date(r.closedAt as string) : null,
    cause: String(r.cause),
    failedProbes: Number(r.failedProbes),
  }));
}

export interface DueEndpoint {
  id: string;
  organizationId: string;
  url: string;
  expectedStatus: number;
  timeoutMs: number;
}

/**
 * Takes the endpoints whose probe is due and moves each one's next run one interval on, in one
 * statement: SKIP LOCKED and the update make a due endpoint one process's, once per interval.
 */
export async function claimDueEndpoints(db: DbOrTx, limit: number): Promise<DueEndpoint[]> {
  return queryRows<DueEndpoint>(
    db,
    sql`
      update product_endpoints e set next_run_at = now() + make_interval(secs => e.interval_seconds)
      where e.id in (
        select id from product_endpoints
        where removed_at is null and next_run_at <= now()
        order by next_run_at
        for update skip locked
        limit ${limit}
      )
      returning e.id, e.organization_id as "organizationId", e.url, e.expected_status as "expectedStatus",
        e.timeout_ms as "timeoutMs"`,
  );
}

export async function insertProbeResult(db: DbOrTx, row: typeof probeResults.$inferInsert): Promise<void> {
  await db.insert(probeResults).values(row);
}

/** The endpoint's open incident, locked until the transaction ends (one prober decides at a time). */
export async function openIncidentFor(db: DbOrTx, endpointId: string) {
  const rows = await db
    .select()
    .from(probeIncidents)
    .where(and(eq(probeIncidents.endpointId, endpointId), isNull(probeIncidents.closedAt)))
    .for('update');
  return rows[0];
}

export async function openIncident(db: DbOrTx, row: typeof probeIncidents.$inferInsert): Promise<void> {
  await db.insert(probeIncidents).values(row);
}

export async function countIncidentFailure(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(probeIncidents)
    .set({ failedProbes: sql`${probeIncidents.failedProbes} + 1` })
    .where(eq(probeIncidents.id, id));
}

export async function closeIncident(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(probeIncidents).set({ closedAt: at }).where(eq(probeIncidents.id, id));
}

export async function insertEndpoint(
  db: DbOrTx,
  row: typeof productEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [created] = await db.insert(productEndpoints).values(row).returning();
  if (!created) throw new Error('endpoint insert returned nothing');
  return created;
}

export async function updateEndpoint(
  db: DbOrTx,
  organizationId: string,
  id: string,
  values: Partial<typeof productEndpoints.$inferInsert>,
): Promise<void> {
  await db
    .update(productEndpoints)
    .set({ ...values, updatedAt: clock() })
    .where(and(eq(productEndpoints.id, id), eq(productEndpoints.organizationId, organizationId)));
}

/** A removed endpoint's open incident closes with it: nobody is probing it any more. */
export async function removeEndpoint(
  db: DbOrTx,
  organizationId: string,
  id: string,
  at: Date,
): Promise<void> {
  await updateEndpoint(db, organizationId, id, { removedAt: at });
  await db
    .update(probeIncidents)
    .set({ closedAt: at })
    .where(and(eq(probeIncidents.endpointId, id), isNull(probeIncidents.closedAt)));
}
