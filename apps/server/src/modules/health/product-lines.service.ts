import {
  type EndpointInput,
  type EndpointStatus,
  IMPLEMENTATION_RECENT_CUSTOMERS,
  type ImplementationResponse,
  type ProductLineHealthResponse,
  type ProductLineInfrastructureResponse,
  type ProductLineOperationsResponse,
} from '@clearline/contracts';
import {
  bucketSecondsFor,
  formatMinor,
  incidentDurationSeconds,
  incidentStep,
  judgeProbe,
  MONITORING_RANGES,
  type MonitoringRange,
  todayIso,
  uptimePercent,
} from '@clearline/domain';
import type { Caller } from '../../platform/auth-context';
import type { AppContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import { audit } from '../audit/index';
import {
  customersFingerprint,
  implementationMonths,
  lineCustomers,
  lineImports,
  recentImplementations,
} from './operations.repository';
import { probeEndpoint } from './probe';
import {
  claimDueEndpoints,
  closeIncident,
  componentsOf,
  countIncidentFailure,
  type DueEndpoint,
  type EndpointStatusRow,
  endpointOfLine,
  endpointStatuses,
  incidentsOf,
  insertEndpoint,
  insertProbeResult,
  latencySeries,
  lineBySlug,
  linesOf,
  openIncident,
  openIncidentFor,
  removeEndpoint,
  updateEndpoint,
} from './product-lines.repository';
import type { SamplesService } from './samples.service';

/** Endpoints probed per tick at most: the rest wait for the next tick (their next run stays due). */
const PROBES_PER_TICK = 50;
const DAY_MS = 86_400_000;

/** Reuses a figure while nothing it depends on was written (the dashboards' summary version). */
export type ReuseFigure = <T>(organizationId: string, key: string, compute: () => Promise<T>) => Promise<T>;

export class ProductLinesService {
  private reuse: ReuseFigure = (_organizationId, _key, compute) => compute();

  constructor(
    private readonly ctx: AppContext,
    private readonly samples: SamplesService,
  ) {}

  /**
   * Lets the implementation figures be reused between writes (app.ts passes the management dashboards'
   * summary-version cache; the health module is built before it).
   */
  reuseFiguresWith(reuse: ReuseFigure): void {
    this.reuse = reuse;
  }

  async lines(organizationId: string) {
    const rows = await linesOf(this.ctx.db, organizationId);
    return { lines: rows.map(summaryOf) };
  }

  private async line(organizationId: string, slug: string) {
    const line = await lineBySlug(this.ctx.db, organizationId, slug);
    if (!line) throw notFound('This organisation has no such product line');
    return line;
  }

  async health(
    organizationId: string,
    slug: string,
    range: MonitoringRange,
  ): Promise<ProductLineHealthResponse> {
    const line = await this.line(organizationId, slug);
    const now = this.ctx.now();
    const from = new Date(now.getTime() - MONITORING_RANGES[range] * 1000);
    const bucketSeconds = bucketSecondsFor(range);
    const [endpoints, latency, incidents] = await Promise.all([
      endpointStatuses(this.ctx.db, organizationId, line.id),
      latencySeries(this.ctx.db, organizationId, line.id, from, bucketSeconds),
      incidentsOf(this.ctx.db, organizationId, line.id, from),
    ]);
    return {
      line: summaryOf(line),
      range,
      bucketSeconds,
      endpoints: endpoints.map(endpointOf),
      latency,
      incidents: incidents.map((i) => ({
        id: i.id,
        endpointId: i.endpointId,
        endpointName: i.endpointName,
        openedAt: i.openedAt.toISOString(),
        closedAt: i.closedAt?.toISOString() ?? null,
        durationSeconds: incidentDurationSeconds(i.openedAt, i.closedAt, now),
        cause: i.cause,
        failedProbes: i.failedProbes,
      })),
    };
  }

  async infrastructure(organizationId: string, slug: string): Promise<ProductLineInfrastructureResponse> {
    const line = await this.line(organizationId, slug);
    const [components, endpoints, current, series] = await Promise.all([
      componentsOf(this.ctx.db, organizationId, line.id),
      endpointStatuses(this.ctx.db, organizationId, line.id),
      this.samples.current(),
      this.samples.series('24h'),
    ]);
    return {
      line: summaryOf(line),
      components: components.map((c) => ({
        id: c.id,
        name: c.name,
        kind: c.kind,
        description: c.description,
        endpoints: endpoints.filter((e) => e.componentId === c.id).map(endpointOf),
      })),
      current,
      series,
    };
  }

  async operations(organizationId: string, slug: string): Promise<ProductLineOperationsResponse> {
    const line = await this.line(organizationId, slug);
    const today = todayIso(this.ctx.now(), 'America/New_York');
    const [customers, imports] = await Promise.all([
      lineCustomers(this.ctx.db, organizationId, line.id, today),
      lineImports(this.ctx.db, organizationId, line.id, 12),
    ]);
    const sum = (pick: (c: (typeof customers)[number]) => number) =>
      customers.reduce((t, c) => t + pick(c), 0);
    const lines30d = sum((c) => c.lines30d);
    const matched30d = sum((c) => c.matched30d);
    return {
      line: summaryOf(line),
      totals: {
        customers: customers.length,
        openItems: sum((c) => c.openItems),
        openAmount: formatMinor(
          sum((c) => c.openMinor),
          { thousands: false },
        ),
        matchedItems30d: matched30d,
        matchedShare30d: uptimePercent(matched30d, lines30d),
      },
      customers: customers.map((c) => ({
        id: c.id,
        coId: c.coId,
        coName: c.coName,
        openItems: c.openItems,
        openAmount: formatMinor(c.openMinor, { thousands: false }),
        matchedItems30d: c.matched30d,
        lastEntryDate: c.lastEntryDate,
      })),
      imports: imports.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() })),
    };
  }

  /**
   * Customers onboarded and first reconciled per month over every customer, and the most recent ones.
   * Reused until a match or a new customer changes them: at a bureau's size the per-customer first match
   * is the expensive part.
   */
  async implementation(organizationId: string): Promise<ImplementationResponse> {
    const customersNow = await customersFingerprint(this.ctx.db, organizationId);
    return this.reuse(organizationId, `implementation:${customersNow}`, async () => {
      const months = new Map<string, { onboarded: number; firstReconciled: number }>();
      const totals = { customers: 0, reconciled: 0 };
      for (const row of await implementationMonths(this.ctx.db, organizationId)) {
        const entry = months.get(row.month) ?? { onboarded: 0, firstReconciled: 0 };
        entry[row.kind] += row.count;
        months.set(row.month, entry);
        if (row.kind === 'onboarded') totals.customers += row.count;
        else totals.reconciled += row.count;
      }
      const recent = await recentImplementations(
        this.ctx.db,
        organizationId,
        IMPLEMENTATION_RECENT_CUSTOMERS,
      );
      const customers = recent.map((r) => ({
        id: r.id,
        coId: r.coId,
        coName: r.coName,
        onboardedOn: r.onboardedOn,
        firstMatchMonth: r.firstMatchDate?.slice(0, 7) ?? null,
        daysToFirstMatch: r.firstMatchDate
          ? Math.max(0, Math.round((Date.parse(r.firstMatchDate) - Date.parse(r.onboardedOn)) / DAY_MS))
          : null,
        productLine: r.productLine,
      }));
      return { months: everyMonth(months, todayIso(this.ctx.now()).slice(0, 7)), totals, customers };
    });
  }

  async addEndpoint(caller: Caller, organizationId: string, slug: string, input: EndpointInput, ip: string) {
    const line = await this.line(organizationId, slug);
    await this.checkComponent(organizationId, line.id, input.componentId);
    const created = await this.ctx.db.transaction(async (tx) => {
      const row = await insertEndpoint(tx, { organizationId, ...input });
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'monitoring.endpoint_added',
        entityType: 'product_endpoint',
        entityId: row.id,
        details: { productLine: slug, ...input },
        ip,
      });
      return row;
    });
    return this.endpointStatus(organizationId, line.id, created.id);
  }

  async updateEndpoint(
    caller: Caller,
    organizationId: string,
    slug: string,
    id: string,
    input: EndpointInput,
    ip: string,
  ): Promise<EndpointStatus> {
    const line = await this.line(organizationId, slug);
    const before = await endpointOfLine(this.ctx.db, organizationId, line.id, id);
    if (!before) throw notFound('This endpoint does not exist or was removed');
    await this.checkComponent(organizationId, line.id, input.componentId);
    await this.ctx.db.transaction(async (tx) => {
      // A changed endpoint is probed at once, so its new settings show without waiting an interval.
      await updateEndpoint(tx, organizationId, id, { ...input, nextRunAt: this.ctx.now() });
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'monitoring.endpoint_changed',
        entityType: 'product_endpoint',
        entityId: id,
        details: {
          productLine: slug,
          before: {
            name: before.name,
            url: before.url,
            expectedStatus: before.expectedStatus,
            intervalSeconds: before.intervalSeconds,
            timeoutMs: before.timeoutMs,
          },
          after: input,
        },
        ip,
      });
    });
    return this.endpointStatus(organizationId, line.id, id);
  }

  async removeEndpoint(caller: Caller, organizationId: string, slug: string, id: string, ip: string) {
    const line = await this.line(organizationId, slug);
    const before = await endpointOfLine(this.ctx.db, organizationId, line.id, id);
    if (!before) throw notFound('This endpoint does not exist or was removed');
    await this.ctx.db.transaction(async (tx) => {
      await removeEndpoint(tx, organizationId, id, this.ctx.now());
      await audit.record(tx, {
        organizationId,
        actorUserId: caller.userId,
        action: 'monitoring.endpoint_removed',
        entityType: 'product_endpoint',
        entityId: id,
        details: { productLine: slug, name: before.name, url: before.url },
        ip,
      });
    });
    return { removed: true as const };
  }

  private async checkComponent(organizationId: string, lineId: string, componentId: string) {
    const components = await componentsOf(this.ctx.db, organizationId, lineId);
    if (!components.some((c) => c.id === componentId))
      throw badRequest('Choose a component of this product line', [
        { path: 'componentId', message: 'Not a component of this product line' },
      ]);
  }

  private async endpointStatus(organizationId: string, lineId: string, id: string): Promise<EndpointStatus> {
    const rows = await endpointStatuses(this.ctx.db, organizationId, lineId);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('This endpoint does not exist or was removed');
    return endpointOf(row);
  }

  /**
   * Probes every endpoint whose interval came round (claimed, so each is probed by one process), all at
   * once, and records each result with its incident step. Returns how many were probed.
   */
  async runDueProbes(): Promise<number> {
    const due = await claimDueEndpoints(this.ctx.db, PROBES_PER_TICK);
    await Promise.all(due.map((endpoint) => this.probe(endpoint)));
    return due.length;
  }

  private async probe(endpoint: DueEndpoint): Promise<void> {
    const { answer, latencyMs } = await probeEndpoint(endpoint.url, endpoint.timeoutMs);
    const verdict = judgeProbe(endpoint.expectedStatus, answer);
    const at = this.ctx.now();
    await this.ctx.db.transaction(async (tx) => {
      await insertProbeResult(tx, {
        organizationId: endpoint.organizationId,
        endpointId: endpoint.id,
        checkedAt: at,
        ok: verdict.ok,
        httpStatus: 'status' in answer ? answer.status : null,
        latencyMs,
        error: verdict.reason,
      });
      const open = await openIncidentFor(tx, endpoint.id);
      switch (incidentStep(open !== undefined, verdict.ok)) {
        case 'open':
          await openIncident(tx, {
            organizationId: endpoint.organizationId,
            endpointId: endpoint.id,
            openedAt: at,
            cause: verdict.reason ?? 'failed',
          });
          break;
        case 'continue':
          if (open) await countIncidentFailure(tx, open.id);
          break;
        case 'close':
          if (open) await closeIncident(tx, open.id, at);
          break;
        case 'none':
          break;
      }
    });
  }
}

/** Every month from the first one with figures to `last`, months without any at zero (a chart's gaps). */
function everyMonth(
  months: Map<string, { onboarded: number; firstReconciled: number }>,
  last: string,
): { month: string; onboarded: number; firstReconciled: number }[] {
  const keys = [...months.keys()].sort();
  const first = keys[0];
  if (!first) return [];
  const out = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  for (let month = first; month <= last || month <= (keys.at(-1) ?? first); ) {
    out.push({ month, ...(months.get(month) ?? { onboarded: 0, firstReconciled: 0 }) });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
    month = `${y}-${String(m).padStart(2, '0')}`;
  }
  return out;
}

function summaryOf(line: { id: string; slug: string; name: string; description: string }) {
  return {
    id: line.id,
    slug: line.slug as 'readypayonline' | 'readypayiaas' | 'millenniumiaas',
    name: line.name,
    description: line.description,
  };
}

function endpointOf(row: EndpointStatusRow): EndpointStatus {
  const state = row.lastOk === null ? 'unknown' : row.lastOk && !row.openIncident ? 'up' : 'down';
  return {
    id: row.id,
    componentId: row.componentId,
    componentName: row.componentName,
    name: row.name,
    url: row.url,
    expectedStatus: row.expectedStatus,
    intervalSeconds: row.intervalSeconds,
    timeoutMs: row.timeoutMs,
    state,
    lastCheckedAt: row.lastCheckedAt,
    lastLatencyMs: row.lastLatencyMs,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    uptime24h: uptimePercent(row.passed24h, row.total24h),
    uptime7d: uptimePercent(row.passed7d, row.total7d),
    uptime30d: uptimePercent(row.passed30d, row.total30d),
  };
}
