/** Response bodies of SPEC §7/§8. */
export interface SuccessBody<T> {
  data: T;
}

export interface FailureBody {
  message: string;
  errors: { message: string; error: string };
}

export interface ForbiddenBody extends FailureBody {
  _code: 403;
  _message: string;
}

export const ok = <T>(data: T): SuccessBody<T> => ({ data });

export function failure(statusCode: number, message: string, error: string): FailureBody | ForbiddenBody {
  const body: FailureBody = { message, errors: { message, error } };
  return statusCode === 403 ? { ...body, _code: 403, _message: message } : body;
}
