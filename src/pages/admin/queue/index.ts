export { QueueSection } from './ui/QueueSection';
