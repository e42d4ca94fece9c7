import en from './en/notices.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// The header's notification bell and its list, and My Account's alerts and saved searches: loaded for members only.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-notices" */ './ar/notices.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
