export { t, intlLocale, loadMessages, localizeRule, type MessageKey } from './t';
// Each page group's `t` (see ./t.ts, GroupTranslator). The groups' modules are free of side effects to the bundler
// (package.json), so a chunk carries, and registers, a group only when it imports that group's `t`.
export { t as accountsT, type MessageKey as AccountsKey } from './accounts';
export { t as econsultationT, type MessageKey as EconsultationKey } from './econsultation';
export { t as freelancersT, type MessageKey as FreelancersKey } from './freelancers';
export { t as vacanciesT, type MessageKey as VacanciesKey } from './vacancies';
export { pageInLocale, rememberLocale, startPageLocale } from './locale';
export { countryName, languageName } from './names';
