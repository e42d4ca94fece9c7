import type { MessageGroup } from '../t';
import en from '../en/vacancies.json';

export const vacanciesMessages: MessageGroup = { en, ar: () => import(/* webpackChunkName: "i18n-ar-vacancies" */ '../ar/vacancies.json') };
