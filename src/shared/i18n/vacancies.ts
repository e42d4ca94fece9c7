import en from './en/vacancies.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// The vacancy pages' part of the catalog: search, posting, applying, applicants, cards.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-vacancies" */ './ar/vacancies.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
