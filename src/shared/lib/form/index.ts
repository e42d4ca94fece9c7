export { fieldError } from './fieldError';
export { fieldProps } from './fieldProps';
export { FocusFirstError } from './FocusFirstError';
