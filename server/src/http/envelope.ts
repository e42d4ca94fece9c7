import type { Locale } from '@contracts/locale';
import { localizeMessage } from '@contracts/messages-ar';

/** Response bodies of docs/reference.md#api, #errors. */
export interface SuccessBody<T> {
  data: T;
}

export interface FailureBody {
  message: string;
  errors: { message: string; error: string } & Record<string, string | number>;
}

export interface ForbiddenBody extends FailureBody {
  _code: 403;
  _message: string;
}

export const ok = <T>(data: T): SuccessBody<T> => ({ data });

/** The failure envelope; its message in the language of the request being answered (contracts/messages-ar.ts). */
export function failure(statusCode: number, message: string, error: string, locale: Locale, details?: Readonly<Record<string, string | number>>): FailureBody | ForbiddenBody {
  const localized = localizeMessage(message, locale);
  const body: FailureBody = { message: localized, errors: { ...details, message: localized, error } };
  return statusCode === 403 ? { ...body, _code: 403, _message: localized } : body;
}
