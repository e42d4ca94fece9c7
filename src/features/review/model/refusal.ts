/** A refusal (403) the app's toast has said already (shared/api baseQuery): a form does not say it again. */
export const toastedRefusal = (error: unknown): boolean => typeof error === 'object' && error !== null && 'status' in error && error.status === 403;
