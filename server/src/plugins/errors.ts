import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { HttpError } from '../http/errors';
import { failure } from '../http/envelope';
import { outageError } from '../http/outages';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Until when (app clock, ms) readiness reports the storage full: set by each write that failed for want of space. */
    storageFull: { until: number };
  }
}

/**
 * How long after a write failed for want of space readiness answers 503
 * (storageFull): a balancer sends requests elsewhere meanwhile, and the first
 * request after it finds out again whether space was freed.
 */
export const STORAGE_FULL_NOT_READY_MS = 60_000;

const GENERIC_500 = 'Something went wrong on our side. Please try again.';

/** Fastify's own client errors carry safe messages; map the common ones to clearer words. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here.';
    default:
      return error.message;
  }
}

/**
 * One error handler: domain errors keep their status and spec message,
 * validation errors become 400 with the rule's message, a full disk 507 and
 * a database that is away 503 (http/outages.ts), anything else is
 * logged with the request id and answered with a generic 500. No stack trace
 * ever reaches a client.
 */
function registerErrorHandling(app: FastifyInstance): void {
  app.decorate('storageFull', { until: 0 });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...failure(error.statusCode, error.message, error.code ?? 'error', request.locale, error.details), ...error.extra });
    }
    if (error instanceof ValidationError) {
      return reply.status(400).send(failure(400, error.errors[0] ?? error.message, 'validation', request.locale));
    }
    if (error.validation) {
      return reply.status(400).send(failure(400, error.message, 'validation', request.locale));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(status, clientErrorMessage(error), error.code ?? 'error', request.locale));
    }
    const outage = outageError(error);
    if (outage) {
      request.log.error({ err: error }, outage.code === 'storageFull' ? 'no storage space left' : 'database unavailable');
      if (outage.code === 'storageFull') app.storageFull.until = app.clock.now().getTime() + STORAGE_FULL_NOT_READY_MS;
      else reply.header('Retry-After', '5');
      return reply.status(outage.statusCode).send(failure(outage.statusCode, outage.message, outage.code ?? 'error', request.locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, GENERIC_500, 'internal', request.locale));
  });
}

/** The error handler and the 404 answer: every error becomes one envelope (http/errors.ts). */
export const errorsPlugin = fp(async (app: FastifyInstance) => registerErrorHandling(app), { name: 'khibra-errors' });
