export { fieldError } from './fieldError';
export { fieldProps } from './fieldProps';
export { FocusFirstError } from './FocusFirstError';
export { FormError } from './FormError';
export { showServerError, readServerError, type ServerFormStatus, type ServerErrorPlace } from './serverError';
export { sessionEndedBy, keepDraftIfSessionEnded, useRestoreDraft } from './draft';
