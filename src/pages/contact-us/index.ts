export { ContactUsPage } from './ui/ContactUsPage';
