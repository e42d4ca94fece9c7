export { AccountsSection } from './AccountsSection';
