import { HttpError } from './errors';

/**
 * Failures of the machine rather than of the request: a full disk (the file
 * storage or the database's) and a database that is away (restarting, its
 * backend terminated, the network cut). The error handler answers them with
 * 507 and 503 and a message a person can act on, instead of a generic 500.
 */

export const STORAGE_FULL_MESSAGE = 'There is no storage space left on the server, so this could not be saved. Please try again later.';
export const DATABASE_AWAY_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** Codes of a full disk: the file system's (ENOSPC, EDQUOT for a quota) and PostgreSQL's disk_full (SQLSTATE 53100, PGlite alike). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/**
 * Codes of a database that cannot answer now: the connection refused, reset
 * or timed out; a statement cancelled at its time bound (57014, see
 * DATABASE_TIME_BOUNDS in db/client.ts); the server shutting down or starting
 * (57P01–57P03); SQLSTATE class 08 (connection exceptions).
 */
const DATABASE_AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', '57014', '57P01', '57P02', '57P03']);

/** node-postgres reports a lost or unobtainable connection by message only. */
const DATABASE_AWAY_MESSAGES = /^(Connection terminated( unexpectedly)?|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/** The error and its causes (Drizzle wraps a driver's error in DrizzleQueryError.cause). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDiskFull(error: unknown): boolean {
  for (const link of chain(error)) if (typeof link.code === 'string' && DISK_FULL_CODES.has(link.code)) return true;
  return false;
}

export function isDatabaseAway(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && (DATABASE_AWAY_CODES.has(link.code) || /^08[0-9A-Z]{3}$/.test(link.code))) return true;
    if (typeof link.message === 'string' && DATABASE_AWAY_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/** The answer to a failure of the machine, or null for any other error. */
export function outageError(error: unknown): HttpError | null {
  if (isDiskFull(error)) return new HttpError(507, STORAGE_FULL_MESSAGE, 'storageFull');
  if (isDatabaseAway(error)) return new HttpError(503, DATABASE_AWAY_MESSAGE, 'unavailable');
  return null;
}
