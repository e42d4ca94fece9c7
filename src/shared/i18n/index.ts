export { t, intlLocale, loadMessages, localizeRule, type MessageKey } from './t';
// Each page group's `t` is imported from its own module (@/shared/i18n/accounts, ...), never from here, so the home page does not carry the groups.
export { pageInLocale, rememberLocale, startPageLocale } from './locale';
export { countryName, languageName } from './names';
