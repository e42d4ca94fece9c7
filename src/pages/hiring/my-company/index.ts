export { MyCompanyPage } from './ui/MyCompanyPage';
