export { ReportButton, type ReportButtonProps } from './ui/ReportButton';
