import en from './en/conversations.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// The /messages pages, the header's Messages link and the "Message on Khibra" buttons: loaded for members only.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-conversations" */ './ar/conversations.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
