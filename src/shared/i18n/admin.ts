import en from './en/admin.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// The operator console (/admin): only its own chunks carry it.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-admin" */ './ar/admin.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
