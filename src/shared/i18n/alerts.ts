import en from './en/alerts.json';
import { registerMessages, t as translate, type GroupTranslator } from './t';

// Matching for members: saving a search, inviting a freelancer, suggestions and "Vacancies for you"; only lazy chunks carry it.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-alerts" */ './ar/alerts.json') });

export const t = translate as GroupTranslator<typeof en>;
