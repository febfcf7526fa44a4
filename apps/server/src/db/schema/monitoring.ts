import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bankRecClients } from './bank-rec';
import { organizations } from './identity';

// Issue 15 (system health and product lines): the health module owns every table of this file.

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const org = () =>
  uuid()
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * One sample of the server's health per interval (system-wide, no organisation). `bucket_at` is the
 * interval's start: its unique key lets exactly one process record per interval, however many run.
 */
export const healthSamples = pgTable(
  'health_samples',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    bucketAt: timestamp({ withTimezone: true }).notNull(),
    recordedAt: createdAt(),
    /** The job runner (process) that recorded it: its sockets and memory are the ones sampled. */
    recordedBy: text().notNull(),
    apiLatencyMs: real(),
    dbLatencyMs: real(),
    queueDepth: integer().notNull(),
    oldestWaitingSeconds: real().notNull(),
    /** Jobs that failed in the interval before this one. */
    failedJobs: integer().notNull(),
    importCount: integer().notNull(),
    importAvgMs: real(),
    importMaxMs: real(),
    autoMatchCount: integer().notNull(),
    autoMatchAvgMs: real(),
    autoMatchMaxMs: real(),
    socketConnections: integer().notNull(),
    rssBytes: bigint({ mode: 'number' }).notNull(),
    heapUsedBytes: bigint({ mode: 'number' }).notNull(),
    eventLoopLagMs: real().notNull(),
    dbSizeBytes: bigint({ mode: 'number' }),
  },
  (t) => [uniqueIndex('health_samples_bucket_idx').on(t.bucketAt)],
);

/** An organisation's product line (ReadyPay Online...): `slug` is its part of the page routes. */
export const productLines = pgTable(
  'product_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('product_lines_org_slug').on(t.organizationId, t.slug)],
);

/** A part of a product line (web front end, API, database...), the home of its probes. */
export const productComponents = pgTable(
  'product_components',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    productLineId: uuid()
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().notNull().default('service'),
    description: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('product_components_line_idx').on(t.productLineId)],
);

/**
 * A monitored HTTP endpoint of a component. `next_run_at` is claimed by the probing job (an update that
 * moves it forward), so one process probes an endpoint per interval. Removal is soft: its results and
 * incidents stay readable in history.
 */
export const productEndpoints = pgTable(
  'product_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    componentId: uuid()
      .notNull()
      .references(() => productComponents.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    expectedStatus: integer().notNull().default(200),
    intervalSeconds: integer().notNull().default(60),
    timeoutMs: integer().notNull().default(5000),
    nextRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('product_endpoints_due_idx').on(t.nextRunAt).where(sql`${t.removedAt} is null`),
    index('product_endpoints_component_idx').on(t.componentId),
    check('product_endpoints_status', sql`${t.expectedStatus} between 100 and 599`),
    check('product_endpoints_interval', sql`${t.intervalSeconds} >= 10`),
    check(
      'product_endpoints_timeout',
      sql`${t.timeoutMs} > 0 and ${t.timeoutMs} < ${t.intervalSeconds} * 1000`,
    ),
  ],
);

/** One probe of an endpoint (kept 30 days, like the health samples). */
export const probeResults = pgTable(
  'probe_results',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    organizationId: org(),
    endpointId: uuid()
      .notNull()
      .references(() => productEndpoints.id, { onDelete: 'cascade' }),
    checkedAt: createdAt(),
    ok: boolean().notNull(),
    /** The HTTP status received; null when no answer came (timeout, refused, DNS). */
    httpStatus: integer(),
    latencyMs: real().notNull(),
    error: text(),
  },
  (t) => [
    index('probe_results_endpoint_at_idx').on(t.endpointId, t.checkedAt),
    index('probe_results_at_idx').on(t.checkedAt),
  ],
);

/** A run of failed probes of one endpoint: opened by the first failure, closed by the first success. */
export const probeIncidents = pgTable(
  'probe_incidents',
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: org(),
    endpointId: uuid()
      .notNull()
      .references(() => productEndpoints.id, { onDelete: 'cascade' }),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
    /** The first failure's reason ('expected 200, got 503', 'timed out after 5000 ms'). */
    cause: text().notNull(),
    failedProbes: integer().notNull().default(1),
  },
  (t) => [
    // At most one open incident per endpoint, whichever process probes it.
    uniqueIndex('probe_incidents_one_open_idx').on(t.endpointId).where(sql`${t.closedAt} is null`),
    index('probe_incidents_org_opened_idx').on(t.organizationId, t.openedAt),
  ],
);

/** Which product line a customer belongs to (at most one). */
export const productLineCustomers = pgTable(
  'product_line_customers',
  {
    organizationId: org(),
    clientId: uuid()
      .notNull()
      .references(() => bankRecClients.id, { onDelete: 'cascade' }),
    productLineId: uuid()
      .notNull()
      .references(() => productLines.id, { onDelete: 'cascade' }),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId] }),
    index('product_line_customers_line_idx').on(t.productLineId),
  ],
);
