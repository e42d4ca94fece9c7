import en from './en/dates.json';
import { registerMessages, t as translate, type GroupTranslator } from './t';

// The date field's words (the booking, reschedule, vacancy and profile forms): not in the first load.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-dates" */ './ar/dates.json') });

export const t = translate as GroupTranslator<typeof en>;
