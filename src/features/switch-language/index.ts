export { LanguageSwitch } from './ui/LanguageSwitch';
export { AccountLanguageNotice } from './ui/AccountLanguageNotice';
