import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE } from '@contracts/locale';
import { failure } from './envelope';

/** Messages of answers written straight to the socket, before any route runs. */
export const CLIENT_ERROR_MESSAGES = {
  timeout: 'The request took too long to arrive.',
  headersTooLarge: 'The request headers are too large.',
  unreadable: 'The request could not be read.',
} as const;

/**
 * Fastify's clientErrorHandler: a request that timed out (REQUEST_TIMEOUT_MS,
 * HEADERS_TIMEOUT_MS), whose headers are too large, or that is not HTTP at
 * all, is answered in the envelope and the connection closed, like Node's
 * own handler does but with our body. A reset socket gets nothing.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, CLIENT_ERROR_MESSAGES.timeout, 'requestTimeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, CLIENT_ERROR_MESSAGES.headersTooLarge, 'headersTooLarge']
        : [400, CLIENT_ERROR_MESSAGES.unreadable, 'badRequest'];
  if (socket.writable) {
    const body = JSON.stringify(failure(status, message, code, DEFAULT_LOCALE));
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
