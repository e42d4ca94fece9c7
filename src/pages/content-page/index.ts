export { TermsPage, PrivacyPage, HelpPage } from './ui/ContentPages';
