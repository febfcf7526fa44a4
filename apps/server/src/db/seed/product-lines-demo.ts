import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { productComponents, productEndpoints, productLineCustomers, productLines } from '../schema/index';

// Issue 15: the demo bureau's product lines, their components and probes, and its customers' lines.

/** Where the demo's probes point when the seed is not told the server's address (tests, the CLI). */
export const DEFAULT_SELF_URL = 'http://127.0.0.1:8080';

/** The server's own address as a probe can reach it: a wildcard listen address is reached on loopback. */
export function selfUrlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

interface DemoComponent {
  name: string;
  kind: string;
  description: string;
  endpoints: { name: string; path: string; intervalSeconds: number; timeoutMs: number }[];
}

const LINES: { slug: string; name: string; description: string; components: DemoComponent[] }[] = [
  {
    slug: 'readypayonline',
    name: 'ReadyPay Online',
    description: 'Self-service payroll for small employers, run on the bureau’s shared platform.',
    components: [
      {
        name: 'Web API',
        kind: 'service',
        description: 'The API the employer portal calls.',
        endpoints: [{ name: 'API root', path: '/api', intervalSeconds: 60, timeoutMs: 5000 }],
      },
      {
        name: 'Application server',
        kind: 'process',
        description: 'The process serving the portal.',
        endpoints: [{ name: 'Liveness', path: '/health/live', intervalSeconds: 30, timeoutMs: 3000 }],
      },
      {
        name: 'Payroll database',
        kind: 'database',
        description: 'Ledger and customer records.',
        endpoints: [{ name: 'Readiness', path: '/health/ready', intervalSeconds: 60, timeoutMs: 5000 }],
      },
    ],
  },
  {
    slug: 'readypayiaas',
    name: 'ReadyPay IaaS',
    description: 'Hosted payroll for mid-size employers on dedicated infrastructure.',
    components: [
      {
        name: 'Tenant gateway',
        kind: 'service',
        description: 'Front door of the hosted tenants.',
        endpoints: [{ name: 'Gateway liveness', path: '/health/live', intervalSeconds: 60, timeoutMs: 5000 }],
      },
      {
        name: 'Tenant database',
        kind: 'database',
        description: 'Per-tenant payroll databases.',
        endpoints: [
          {
            name: 'Database query',
            path: '/api/healthCheck/queryMongo',
            intervalSeconds: 60,
            timeoutMs: 5000,
          },
        ],
      },
    ],
  },
  {
    slug: 'millenniumiaas',
    name: 'Millennium IaaS',
    description: 'Millennium payroll customers hosted for the bureau.',
    components: [
      {
        name: 'Millennium API',
        kind: 'service',
        description: 'Integration API for Millennium payroll runs.',
        endpoints: [{ name: 'API root', path: '/api', intervalSeconds: 60, timeoutMs: 5000 }],
      },
      {
        name: 'Batch database',
        kind: 'database',
        description: 'Payroll batch staging.',
        endpoints: [{ name: 'Readiness', path: '/health/ready', intervalSeconds: 120, timeoutMs: 10000 }],
      },
    ],
  },
];

/**
 * Seeds the bureau's product lines with probes of this server's own health endpoints (`selfUrl`), and
 * assigns the bureau's customers to them in turn. A demo customer's creation date is set to 7-56 days
 * (by its id) before its first ledger line (the generated ledger staggers when customers start): the
 * implementation dashboard reads onboarding from it.
 */
export async function seedProductLinesDemo(
  tx: DbOrTx,
  organizationId: string,
  selfUrl: string,
): Promise<void> {
  const lineIds: string[] = [];
  for (const line of LINES) {
    const [row] = await tx
      .insert(productLines)
      .values({ organizationId, slug: line.slug, name: line.name, description: line.description })
      .returning({ id: productLines.id });
    if (!row) throw new Error('product line insert returned nothing');
    lineIds.push(row.id);
    for (const component of line.components) {
      const [c] = await tx
        .insert(productComponents)
        .values({
          organizationId,
          productLineId: row.id,
          name: component.name,
          kind: component.kind,
          description: component.description,
        })
        .returning({ id: productComponents.id });
      if (!c) throw new Error('component insert returned nothing');
      await tx.insert(productEndpoints).values(
        component.endpoints.map((e) => ({
          organizationId,
          componentId: c.id,
          name: e.name,
          url: `${selfUrl}${e.path}`,
          expectedStatus: 200,
          intervalSeconds: e.intervalSeconds,
          timeoutMs: e.timeoutMs,
        })),
      );
    }
  }
  const clients = await tx.execute(
    sql`select id from bank_rec_clients where organization_id = ${organizationId} and area = 'bankRec' order by co_id`,
  );
  const ids = (clients as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length > 0)
    await tx.insert(productLineCustomers).values(
      ids.map((clientId, i) => ({
        organizationId,
        clientId,
        productLineId: lineIds[i % lineIds.length] as string,
      })),
    );
  await tx.execute(sql`
    update bank_rec_clients c set created_at = f.first_day - interval '1 day' * (7 + abs(hashtext(c.co_id)) % 50)
    from (
      select co_id, min(transaction_date)::timestamptz as first_day from bank_rec_ledger_entries
      where organization_id = ${organizationId} and area = 'bankRec' group by co_id
    ) f
    where c.organization_id = ${organizationId} and c.area = 'bankRec' and c.co_id = f.co_id`);
}
