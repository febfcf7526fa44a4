import type { RouteContract } from '@clearline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Authenticator, Caller } from './auth-context';
import type { Config } from './config';

export interface HandlerContext<P, Q, B> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: P;
  query: Q;
  body: B;
  /** Present on every route but 'public' ones. */
  caller: Caller | null;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

type Handler<C extends RouteContract> = (
  ctx: HandlerContext<
    Out<NonNullable<C['params']>>,
    Out<NonNullable<C['query']>>,
    Out<NonNullable<C['body']>>
  >,
) => Promise<z.output<C['response']>>;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/**
 * Registers one contract route: validation of params, query and body, the response schema, the
 * permission guard, and OpenAPI metadata all come from the contract. A module never wires these by hand.
 */
export function registerRoute<C extends RouteContract>(
  app: FastifyInstance,
  auth: Authenticator,
  contract: C,
  handler: Handler<C>,
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [contract.status ?? 200]: contract.response },
      ...(contract.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    },
    // onRequest: the caller is known (or refused) before the body is read or validated.
    onRequest: async (req) => {
      req.caller = null;
      if (contract.access === 'public') return;
      const caller = await auth.authenticate(req);
      auth.authorize(caller, contract.access);
      req.caller = caller;
    },
    handler: async (req, reply) => {
      const result = await handler({
        req,
        reply,
        params: req.params as never,
        query: req.query as never,
        body: req.body as never,
        caller: req.caller,
      });
      // A handler may have set its own status (a 503 health answer); otherwise the contract's.
      if (contract.status && reply.statusCode === 200) reply.code(contract.status);
      return result;
    },
  });
}

/** The caller of a non-public route (the guard guarantees it). */
/** Where a request comes from, for the audit log and the session. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
});

export function callerOf(ctx: { caller: Caller | null }): Caller {
  if (!ctx.caller) throw new Error('route declared public but needs a caller');
  return ctx.caller;
}

/** The caller's current organisation (area routes guarantee one). */
export function orgOf(ctx: { caller: Caller | null }): string {
  const caller = callerOf(ctx);
  if (!caller.organizationId) throw new Error('area route reached without an organisation');
  return caller.organizationId;
}

/**
 * Where people open Clearline (issue 17: invitation links, the OpenID Connect redirect): PUBLIC_URL, else
 * the address this request came to.
 */
export const publicUrlOf = (config: Pick<Config, 'publicUrl'>, req: FastifyRequest) =>
  config.publicUrl ?? `${req.protocol}://${req.host}`;
