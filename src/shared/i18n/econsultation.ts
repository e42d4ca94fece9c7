import en from './en/econsultation.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// The e-consultation pages' part of the catalog: settings, booking, bookings.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-econsultation" */ './ar/econsultation.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
