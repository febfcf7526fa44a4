import { contracts, type RouteContract } from '@clearline/contracts';
import type { FastifyInstance } from 'fastify';

/** One route the app serves, with the contract it was registered from (none: registered by hand). */
export interface TableRoute {
  key: string;
  method: string;
  path: string;
  contract: RouteContract | undefined;
}

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every contract of packages/contracts, by `module.name` (nested groups such as the config editor too). */
export function contractsByKey(): Map<string, RouteContract> {
  const out = new Map<string, RouteContract>();
  const walk = (prefix: string, node: unknown) => {
    if (isContract(node)) out.set(prefix, node);
    else if (typeof node === 'object' && node !== null)
      for (const [name, child] of Object.entries(node)) walk(prefix ? `${prefix}.${name}` : name, child);
  };
  walk('', contracts);
  return out;
}

/**
 * The routes the running app registered, read from its OpenAPI document (@fastify/swagger records every
 * route through Fastify's onRoute hook; only routes marked `hide`, the API docs' own pages, stay out).
 * Each is paired with its contract by method and path.
 */
export function registeredRoutes(app: FastifyInstance): TableRoute[] {
  const byRoute = new Map<string, [string, RouteContract]>();
  for (const [key, c] of contractsByKey()) byRoute.set(`${c.method} ${c.path}`, [key, c]);
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const out: TableRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const verb of Object.keys(operations)) {
      const method = verb.toUpperCase();
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const found = byRoute.get(`${method} ${path}`);
      out.push({ key: found?.[0] ?? `${method} ${path}`, method, path, contract: found?.[1] });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}
