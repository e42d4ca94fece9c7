import type { FormikHelpers } from 'formik';

/** Formik status of a form whose save the server refused: the message shown at the top. */
export interface ServerFormStatus {
  error?: string;
  /** errors.error of the refusal (e.g. 'emailTaken'), to show a follow-up such as "Log in instead". */
  code?: string;
}

export interface FailedCall {
  status?: unknown;
  error?: unknown;
  data?: unknown;
}

interface FailureBody {
  message?: unknown;
  errors?: { message?: unknown; error?: unknown };
}

/** The code (errors.error), the message in words (errors.message, else message) and the status of a failed call. */
export function readServerError(failure: unknown): { status?: unknown; code?: string; message?: string } {
  const call = (failure ?? {}) as FailedCall;
  const body = (call.data ?? {}) as FailureBody;
  const code = typeof body.errors?.error === 'string' ? body.errors.error : typeof call.error === 'string' ? call.error : undefined;
  const text = [body.errors?.message, body.message].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return { status: call.status, code, message: text };
}

export type ServerErrorPlace = 'session' | 'field' | 'form';

/**
 * Shows a server refusal on the form, in words: under the field its
 * code belongs to (`fields`: code → field name), else at the top of the form
 * (Formik status, shown by <FormError />). A 401 (or the call aborted as the
 * session ended) or a session changed in another tab shows nothing here: the
 * app says what happened.
 * Never shows a raw code: without a message, `fallback` is used.
 */
export function showServerError<Values>(
  failure: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched' | 'setStatus'>,
  fields: Readonly<Record<string, string>>,
  fallback: string,
): ServerErrorPlace {
  const { status, code, message } = readServerError(failure);
  // The session ended: the call answered 401, or was aborted when the app dropped the session's state.
  const aborted = (failure as { name?: unknown } | undefined)?.name === 'AbortError';
  if (status === 401 || code === 'sessionChanged' || aborted) return 'session';
  const text = message && message !== code ? message : fallback;
  const field = code ? fields[code] : undefined;
  if (field) {
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, text);
    helpers.setStatus({ code } satisfies ServerFormStatus);
    return 'field';
  }
  helpers.setStatus({ error: text, code } satisfies ServerFormStatus);
  return 'form';
}
