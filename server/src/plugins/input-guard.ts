import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import fp from 'fastify-plugin';

/**
 * The edge of every route: before a service runs, a request whose
 * body, query, params or headers carry a NUL character, a query or path value
 * past a sane length, or JSON nested deeper than any form needs is refused
 * with a 400 and a clear message. JSON bodies are read by our own parser: a
 * linear pre-scan of bracket depth (strings skipped), then Fastify's default
 * parser (which keeps its __proto__ / constructor poisoning checks).
 *
 * Multipart fields are read by http/multipart.ts, which applies the same NUL
 * rule to each field as it arrives.
 */

/** Deeper than any body of the API (the deepest, the e-consultation settings, is 4). */
export const MAX_JSON_DEPTH = 32;
/** A query value or path segment longer than this is never valid (filters are ≤ 100, ids 36). */
export const MAX_QUERY_VALUE = 2000;

export const inputMsg = {
  nul: 'The request contains a character that is not allowed (NUL).',
  tooDeep: 'The request body is nested too deeply.',
  queryTooLong: 'A value in the address is too long.',
} as const;

/** Whether a JSON text nests arrays/objects deeper than max (brackets inside strings do not count). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Whether any string (value or key) inside holds a NUL; iterative, so no input can exhaust the stack. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length) {
    const item = stack.pop();
    // Parsed bodies are depth-limited and size-limited; this bound only guards against surprises.
    if (++seen > 1_000_000) return false;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

function tooLongValue(value: unknown): boolean {
  if (typeof value === 'string') return value.length > MAX_QUERY_VALUE;
  if (Array.isArray(value)) return value.some(tooLongValue);
  return false;
}

function checkRequest(request: FastifyRequest): void {
  if (containsNul(request.headers) || containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(inputMsg.nul, 'nulCharacter');
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (Object.values(query).some(tooLongValue) || Object.values(params).some(tooLongValue)) {
    throw new HttpError(414, inputMsg.queryTooLong, 'valueTooLong');
  }
}

function registerInputGuard(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonTooDeep(text)) {
      done(badRequest(inputMsg.tooDeep, 'tooDeep'), undefined);
      return;
    }
    defaultJson(request, text, done);
  });
  // preValidation: after the body is parsed, before any route handler or login check.
  // Callback style, not async: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

/** Refuses malformed input before any route sees it; its errors go through the app's handler. */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => registerInputGuard(app), { name: 'khibra-input-guard', dependencies: ['khibra-errors'] });
