export { t, intlLocale, loadMessages, localizeRule, registerMessages, setRuleMessages, type MessageGroup, type MessageKey, type MessageParams } from './t';
// Page-group catalogs: imported only by the slices that register them (their i18n.ts).
export { accountsMessages } from './groups/accounts';
export { econsultationMessages } from './groups/econsultation';
export { freelancersMessages } from './groups/freelancers';
export { vacanciesMessages } from './groups/vacancies';
export { pageInLocale, rememberLocale, startPageLocale } from './locale';
export { countryName, languageName } from './names';
