import { z } from 'zod';
import { text } from './fields';
import { route } from './route';

// Issue 15 (system health, product lines, implementation progress): the health module's signed-in calls.

export const MONITORING_RANGE_KEYS = ['1h', '24h', '7d', '30d'] as const;
export const MonitoringRangeQuery = z.object({ range: z.enum(MONITORING_RANGE_KEYS).default('24h') });

/** The product lines of the demo and their routes (spec §2): the slug is the path segment. */
export const PRODUCT_LINE_SLUGS = ['readypayonline', 'readypayiaas', 'millenniumiaas'] as const;
export const ProductLineSlug = z.enum(PRODUCT_LINE_SLUGS);
export type ProductLineSlug = z.infer<typeof ProductLineSlug>;
const lineParams = z.object({ slug: ProductLineSlug });

const Iso = z.string();

export const HealthSamplePoint = z.object({
  at: Iso,
  apiLatencyMs: z.number().nullable(),
  dbLatencyMs: z.number().nullable(),
  queueDepth: z.number(),
  oldestWaitingSeconds: z.number(),
  failedJobs: z.number(),
  importAvgMs: z.number().nullable(),
  autoMatchAvgMs: z.number().nullable(),
  importCount: z.number(),
  autoMatchCount: z.number(),
  socketConnections: z.number(),
  rssMb: z.number(),
  heapUsedMb: z.number(),
  eventLoopLagMs: z.number(),
});
export type HealthSamplePoint = z.infer<typeof HealthSamplePoint>;

export const CurrentHealth = z.object({
  at: Iso,
  recordedBy: z.string(),
  apiLatencyMs: z.number().nullable(),
  dbLatencyMs: z.number().nullable(),
  queueDepth: z.number(),
  oldestWaitingSeconds: z.number(),
  failedJobs24h: z.number(),
  socketConnections: z.number(),
  rssMb: z.number(),
  heapUsedMb: z.number(),
  eventLoopLagMs: z.number(),
  dbSizeMb: z.number().nullable(),
  database: z.enum(['pglite', 'postgres']),
});
export type CurrentHealth = z.infer<typeof CurrentHealth>;

export const FailedJob = z.object({
  id: z.string(),
  kind: z.string(),
  error: z.string(),
  attempts: z.number(),
  createdAt: Iso,
  finishedAt: Iso.nullable(),
});

export const SystemHealthResponse = z.object({
  range: z.enum(MONITORING_RANGE_KEYS),
  bucketSeconds: z.number(),
  sampleIntervalSeconds: z.number(),
  /** The latest sample (null until the first one is recorded). */
  current: CurrentHealth.nullable(),
  series: z.array(HealthSamplePoint),
  /** The organisation's failed jobs in the range, newest first (at most 50). */
  failedJobs: z.array(FailedJob),
});
export type SystemHealthResponse = z.infer<typeof SystemHealthResponse>;

export const ProductLineSummary = z.object({
  id: z.string(),
  slug: ProductLineSlug,
  name: z.string(),
  description: z.string(),
});

export const EndpointState = z.enum(['up', 'down', 'unknown']);
export const EndpointStatus = z.object({
  id: z.string(),
  componentId: z.string(),
  componentName: z.string(),
  name: z.string(),
  url: z.string(),
  expectedStatus: z.number(),
  intervalSeconds: z.number(),
  timeoutMs: z.number(),
  state: EndpointState,
  lastCheckedAt: Iso.nullable(),
  lastLatencyMs: z.number().nullable(),
  lastHttpStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  uptime24h: z.number().nullable(),
  uptime7d: z.number().nullable(),
  uptime30d: z.number().nullable(),
});
export type EndpointStatus = z.infer<typeof EndpointStatus>;

export const LatencyPoint = z.object({
  at: Iso,
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  probes: z.number(),
  failures: z.number(),
});

export const Incident = z.object({
  id: z.string(),
  endpointId: z.string(),
  endpointName: z.string(),
  openedAt: Iso,
  closedAt: Iso.nullable(),
  durationSeconds: z.number(),
  cause: z.string(),
  failedProbes: z.number(),
});
export type Incident = z.infer<typeof Incident>;

export const ProductLineHealthResponse = z.object({
  line: ProductLineSummary,
  range: z.enum(MONITORING_RANGE_KEYS),
  bucketSeconds: z.number(),
  endpoints: z.array(EndpointStatus),
  latency: z.array(LatencyPoint),
  incidents: z.array(Incident),
});
export type ProductLineHealthResponse = z.infer<typeof ProductLineHealthResponse>;

export const ProductComponent = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  description: z.string(),
  endpoints: z.array(EndpointStatus),
});

export const ProductLineInfrastructureResponse = z.object({
  line: ProductLineSummary,
  components: z.array(ProductComponent),
  /** The server's own process and database, from the health samples of the last 24 hours. */
  current: CurrentHealth.nullable(),
  series: z.array(HealthSamplePoint),
});
export type ProductLineInfrastructureResponse = z.infer<typeof ProductLineInfrastructureResponse>;

export const LineCustomer = z.object({
  id: z.string(),
  coId: z.string(),
  coName: z.string(),
  openItems: z.number(),
  openAmount: z.string(),
  matchedItems30d: z.number(),
  lastEntryDate: z.string().nullable(),
});
export const LineImport = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.string(),
  createdAt: Iso,
  linesOfLine: z.number(),
});
export const ProductLineOperationsResponse = z.object({
  line: ProductLineSummary,
  totals: z.object({
    customers: z.number(),
    openItems: z.number(),
    openAmount: z.string(),
    matchedItems30d: z.number(),
    /** Share of the line's ledger lines of the last 30 days already matched, percent (null: none). */
    matchedShare30d: z.number().nullable(),
  }),
  customers: z.array(LineCustomer),
  imports: z.array(LineImport),
});
export type ProductLineOperationsResponse = z.infer<typeof ProductLineOperationsResponse>;

/** An absolute http(s) address (no other scheme: a probe is an HTTP GET and nothing else). */
const HttpUrl = text(2000).pipe(
  z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address' }),
);

/** An endpoint to probe: the interval at least 10 s, the timeout shorter than it (and at most 30 s). */
export const EndpointInput = z
  .object({
    componentId: z.uuid(),
    name: text(120).pipe(z.string().min(1, 'Enter a name')),
    url: HttpUrl,
    expectedStatus: z.number().int().min(100).max(599),
    intervalSeconds: z.number().int().min(10).max(86_400),
    timeoutMs: z.number().int().min(100).max(30_000),
  })
  .refine((e) => e.timeoutMs < e.intervalSeconds * 1000, {
    path: ['timeoutMs'],
    message: 'The timeout must be shorter than the interval',
  });
export type EndpointInput = z.infer<typeof EndpointInput>;

export const ImplementationMonth = z.object({
  month: z.string(),
  onboarded: z.number(),
  firstReconciled: z.number(),
});
export const ImplementationCustomer = z.object({
  id: z.string(),
  coId: z.string(),
  coName: z.string(),
  onboardedOn: z.string(),
  firstMatchMonth: z.string().nullable(),
  daysToFirstMatch: z.number().nullable(),
  productLine: z.string().nullable(),
});
/** How many of the most recently onboarded customers the implementation answer lists. */
export const IMPLEMENTATION_RECENT_CUSTOMERS = 100;
export const ImplementationResponse = z.object({
  months: z.array(ImplementationMonth),
  /** Every bank-rec customer of the organisation, and those with a first reconciled month. */
  totals: z.object({ customers: z.number(), reconciled: z.number() }),
  /** The most recently onboarded customers, newest first (at most IMPLEMENTATION_RECENT_CUSTOMERS). */
  customers: z.array(ImplementationCustomer),
});
export type ImplementationResponse = z.infer<typeof ImplementationResponse>;

export const monitoringRoutes = {
  systemHealth: route({
    method: 'GET',
    path: '/api/system/health',
    access: 'management',
    summary: "The server's health samples over a range, the latest values and the failed jobs",
    tags: ['health'],
    query: MonitoringRangeQuery,
    response: SystemHealthResponse,
  }),
  productLines: route({
    method: 'GET',
    path: '/api/productLines',
    access: 'management',
    summary: "The organisation's product lines",
    tags: ['health'],
    response: z.object({ lines: z.array(ProductLineSummary) }),
  }),
  lineHealth: route({
    method: 'GET',
    path: '/api/productLines/:slug/health',
    access: 'management',
    summary: "A product line's endpoints now, uptime, latency percentiles and incidents",
    tags: ['health'],
    params: lineParams,
    query: MonitoringRangeQuery,
    response: ProductLineHealthResponse,
  }),
  lineInfrastructure: route({
    method: 'GET',
    path: '/api/productLines/:slug/infrastructure',
    access: 'management',
    summary: "A product line's components and probes, with the server's process and database metrics",
    tags: ['health'],
    params: lineParams,
    response: ProductLineInfrastructureResponse,
  }),
  lineOperations: route({
    method: 'GET',
    path: '/api/productLines/:slug/operations',
    access: 'management',
    summary: "The imports, reconciliation state and open items of a product line's customers",
    tags: ['health'],
    params: lineParams,
    response: ProductLineOperationsResponse,
  }),
  addEndpoint: route({
    method: 'POST',
    path: '/api/productLines/:slug/endpoints',
    access: 'management',
    summary: 'Adds a monitored endpoint to a component of the line',
    tags: ['health'],
    params: lineParams,
    body: EndpointInput,
    response: EndpointStatus,
    status: 201,
  }),
  updateEndpoint: route({
    method: 'PUT',
    path: '/api/productLines/:slug/endpoints/:id',
    access: 'management',
    summary: 'Changes a monitored endpoint',
    tags: ['health'],
    params: z.object({ slug: ProductLineSlug, id: z.uuid() }),
    body: EndpointInput,
    response: EndpointStatus,
  }),
  removeEndpoint: route({
    method: 'DELETE',
    path: '/api/productLines/:slug/endpoints/:id',
    access: 'management',
    summary: 'Stops monitoring an endpoint (its history stays)',
    tags: ['health'],
    params: z.object({ slug: ProductLineSlug, id: z.uuid() }),
    response: z.object({ removed: z.literal(true) }),
  }),
  implementation: route({
    method: 'GET',
    path: '/api/implementation/progress',
    access: 'management',
    summary: 'Customers onboarded per month and their first reconciliation',
    tags: ['health'],
    response: ImplementationResponse,
  }),
};
