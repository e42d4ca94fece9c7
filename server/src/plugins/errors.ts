import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { HttpError } from '../http/errors';
import { failure } from '../http/envelope';

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
 * validation errors become 400 with the rule's message, anything else is
 * logged with the request id and answered with a generic 500. No stack trace
 * ever reaches a client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message, error.code ?? 'error', request.locale));
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, GENERIC_500, 'internal', request.locale));
  });
}
