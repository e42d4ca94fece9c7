export { fieldError } from './fieldError';
export { FocusFirstError } from './FocusFirstError';
