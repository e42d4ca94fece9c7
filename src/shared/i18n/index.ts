export { t, type MessageKey, type MessageParams } from './t';
