import type { ErrorEnvelope } from '@clearline/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, BAD_VALUE_STATES, periodLockedError, pgErrorCode } from './errors';

/** Turns every failure into the one error envelope. Unknown errors are logged and answered as 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const send = (envelope: ErrorEnvelope) => reply.code(envelope.status).send(envelope);

    if (error instanceof AppError) {
      return send({
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        ...(error.extra ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation.map((issue) => ({
        path: `${where}${issue.instancePath ? issue.instancePath.replaceAll('/', '.') : ''}`,
        message: issue.message ?? 'is invalid',
      }));
      return send({
        status: 400,
        code: 'validation_failed',
        message: `The ${where} is not valid: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`,
        details,
      });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ issues: error.cause.issues, url: req.url }, 'response does not match its contract');
      return send({ status: 500, code: 'internal', message: 'The server produced an invalid response.' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send({ status: 413, code: 'payload_too_large', message: 'The request body is too large.' });
    }
    if (error.statusCode === 429) {
      return send({ status: 429, code: 'rate_limited', message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send({ status: error.statusCode, code: 'bad_request', message: error.message });
    }
    const locked = periodLockedError(error);
    if (locked)
      return send({ status: 409, code: locked.code, message: locked.message, ...(locked.extra ?? {}) });
    if (BAD_VALUE_STATES.has(pgErrorCode(error) ?? '')) {
      // The contracts should have refused this value; log it as the gap it is, but the caller sent it.
      req.log.error({ err: error }, 'the database refused a value the contract let through');
      return send({
        status: 400,
        code: 'bad_request',
        message: 'A value in the request is not valid (a date, number or text the database cannot store).',
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return send({
      status: 500,
      code: 'internal',
      message: 'Something went wrong on the server. It has been logged.',
    });
  });
}
