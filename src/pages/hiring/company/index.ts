export { CompanyPage } from './ui/CompanyPage';
