export { fieldError } from './fieldError';
