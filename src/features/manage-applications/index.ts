export { ApplicationPanel, StatusBadge } from './ui/ApplicationPanel';
export { BulkDecline } from './ui/BulkDecline';
