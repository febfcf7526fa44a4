import type { FastifyServerOptions } from 'fastify';

/** Passwords, codes and tokens never reach the log, whatever a module logs by mistake. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.access_token',
  '*.mfa_token',
  '*.secret',
  'body.password',
  'body.email',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}
