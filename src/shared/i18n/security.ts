import en from './en/security.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// The sessions list and the security log of My Account: not in the first load.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-security" */ './ar/security.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
