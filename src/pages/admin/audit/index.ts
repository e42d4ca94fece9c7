export { AuditSection } from './AuditSection';
