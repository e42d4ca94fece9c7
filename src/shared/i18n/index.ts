export { t, registerMessages, type MessageKey, type MessageParams } from './t';
// Page-group catalogs: imported only by the slices that register them (their i18n.ts).
export { default as econsultationMessages } from './en/econsultation.json';
export { default as freelancersMessages } from './en/freelancers.json';
export { default as vacanciesMessages } from './en/vacancies.json';
