import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerQueriesRoutes } from './queries.routes';
import { QueriesService, type QueryReader, queryReader } from './queries.service';

export type { QueryKey, ResolvedQuery } from './query-sql';
export type { QueriesService, QueryReader };

/**
 * Issue 17: the ad-hoc query page (rPRQuery): queries over ledger lines, bank lines and matches of an
 * area, and each person's saved queries (`saved_queries`, owned here). `queryReader` is what the reports
 * module's export sources read a query through.
 */
export function registerQueries(app: FastifyInstance, ctx: AppContext): QueriesService {
  const service = new QueriesService(ctx);
  registerQueriesRoutes(app, ctx, service);
  return service;
}

export { queryReader };
