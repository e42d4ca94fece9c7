export { AccountSecurity } from './ui/AccountSecurity';
