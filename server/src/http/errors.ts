/**
 * A failure the client should read: an HTTP status, a message in the spec's
 * wording, and an optional machine code (e.g. invalidCurrentPwd).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Facts the client words its own message from, sent beside `error` in the body's `errors`. */
    readonly details?: Readonly<Record<string, string | number>>,
    /** More of the answer, beside `message` and `errors` (e.g. the fresh free times when a time was taken). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found.') => new HttpError(404, message, 'notFound');
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
