import { z } from 'zod';
import { route } from './route';

export const ApiRootResponse = z.object({
  name: z.literal('clearline'),
  status: z.literal('ok'),
  version: z.string(),
});
export const DatabaseHealth = z.object({
  status: z.enum(['pass', 'fail']),
  database: z.enum(['pglite', 'postgres']),
  latencyMs: z.number(),
});
export const LiveResponse = z.object({ status: z.literal('pass') });

export const healthRoutes = {
  apiRoot: route({
    method: 'GET',
    path: '/api',
    access: 'public',
    summary: 'The API answers',
    tags: ['health'],
    response: ApiRootResponse,
  }),
  queryDatabase: route({
    method: 'GET',
    path: '/api/healthCheck/queryMongo',
    access: 'public',
    summary:
      'The product database answers a query (path kept for compatibility; it checks PostgreSQL/PGlite). 503 when down',
    tags: ['health'],
    response: DatabaseHealth,
  }),
  live: route({
    method: 'GET',
    path: '/health/live',
    access: 'public',
    summary: 'The process is up',
    tags: ['health'],
    response: LiveResponse,
  }),
  ready: route({
    method: 'GET',
    path: '/health/ready',
    access: 'public',
    summary: 'Ready to serve: migrations applied and database reachable. 503 otherwise',
    tags: ['health'],
    response: DatabaseHealth,
  }),
};
