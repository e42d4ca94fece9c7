export { QueueSection } from './QueueSection';
