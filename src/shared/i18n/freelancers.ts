import en from './en/freelancers.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// The freelancer pages' part of the catalog: search, profile, favourites, cards.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-freelancers" */ './ar/freelancers.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
