export { LanguageSwitch } from './ui/LanguageSwitch';
export { AccountLanguageOffer } from './ui/AccountLanguageOffer';
