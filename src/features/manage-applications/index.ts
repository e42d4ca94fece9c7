export { ApplicationPanel, StatusBadge, useMarkViewed } from './ui/ApplicationPanel';
export { BulkActions, isBulkSelectable } from './ui/BulkActions';
