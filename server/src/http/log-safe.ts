import type { FastifyRequest } from 'fastify';

/**
 * What the logs may say about an error or a request. Logs never hold
 * personal data, by design rather than by care at each call site:
 *
 * - an error is logged as its type, its message with the values cut out, a
 *   whitelist of diagnostic fields (SQLSTATE code, constraint, table, column,
 *   routine, HTTP status) and its stack frames. Never `params`, `query`
 *   values, `detail`, `where` or any other property: a database error carries
 *   the query's parameters (e-mail, phone, password hash) in `params`, in its
 *   message ('…\nparams: …') and in PostgreSQL's `detail` ('Key (email)=(…)').
 * - a request is logged as its method and path: the query string (search
 *   words, tokens) never.
 */

/** Diagnostic fields copied from an error when they are strings or numbers. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;
const MAX_CAUSES = 4;

const EMAIL = /[^\s@"'(),;:<>[\]]+@[^\s@"'(),;:<>[\]]+\.[^\s@"'(),;:<>[\]]+/g;
/** Phone-like runs: 7 or more digits, possibly with + and separators. */
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;

/** A message without the values it quotes: drizzle's params line, PostgreSQL's quoted and key values, e-mails and long numbers. */
export function scrubMessage(message: string): string {
  const paramsAt = message.search(/\n\s*params:/);
  return (paramsAt >= 0 ? message.slice(0, paramsAt) : message)
    .replace(/=\([^)]*\)/g, '=([value])')
    .replace(/(:\s*)"(?:[^"\\]|\\.)*"/g, '$1"[value]"')
    .replace(/(:\s*)'(?:[^'\\]|\\.)*'/g, "$1'[value]'")
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[number]')
    .slice(0, 2000);
}

/** Only the "    at …" lines of a stack (its first line repeats the message). */
function frames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/** The pino serializer of `err`: see the top of this file. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const safe: SafeError = { type: error.constructor?.name || error.name || 'Error', message: scrubMessage(error.message), stack: frames(error.stack) };
  const record = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = typeof value === 'string' ? scrubMessage(value) : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = safeError(error.cause, depth + 1);
  return safe;
}

/** The pino serializer of `req`: method, path without the query string, and the request id. */
export function safeRequest(request: FastifyRequest): Record<string, unknown> {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  return {
    method: request.method,
    url: queryAt >= 0 ? `${url.slice(0, queryAt)}?[query]` : url,
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Keys that are blanked wherever a log call puts them (top level or one
 * level down), in case a future call site logs an object it should not.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...['password', 'cnfpassword', 'newPassword', 'oldPassword', 'passwordHash', 'email', 'phone', 'params', 'token', 'to'].flatMap((key) => [key, `*.${key}`]),
];
