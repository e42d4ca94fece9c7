export { CompaniesSection } from './CompaniesSection';
