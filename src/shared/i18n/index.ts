export { t, registerMessages, type MessageKey, type MessageParams } from './t';
// Page-group catalogs: imported only by the slices that register them (their i18n.ts).
export { econsultation as econsultationMessages } from './en/econsultation';
export { freelancers as freelancersMessages } from './en/freelancers';
export { vacancies as vacanciesMessages } from './en/vacancies';
