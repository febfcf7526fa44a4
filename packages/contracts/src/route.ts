import type { Area } from '@clearline/domain';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route of the API, declared once and used by the server (registration, validation, the permission
 * guard, OpenAPI) and by the browser's typed client. `access` is who may call it: 'public' needs no
 * token; 'session' needs a live session but no organisation (e.g. a freshly registered user); an Area
 * needs membership of the current organisation with a role that opens that area; a list of areas needs
 * a role that opens any one of them (the tenant calls both ledger areas share).
 */
export interface RouteContract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path with `:param` segments. */
  path: string;
  access: 'public' | 'session' | Area | readonly Area[];
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** The success body (status 200 unless `status` says otherwise). */
  response: R;
  status?: number;
}

export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  contract: RouteContract<P, Q, B, R>,
): RouteContract<P, Q, B, R> {
  return contract;
}

export type ResponseOf<C> =
  C extends RouteContract<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
export type BodyOf<C> =
  C extends RouteContract<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type QueryOf<C> =
  C extends RouteContract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ParamsOf<C> =
  C extends RouteContract<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
