import en from './en/accounts.json';
import { registerMessages, t as translate, type GroupTranslator, type MessageKey as BaseKey } from './t';

// Sign up, login, forgot password, contact, invite and account pages (and their robot check): not in the first load.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-accounts" */ './ar/accounts.json') });

export const t = translate as GroupTranslator<typeof en>;
export type MessageKey = BaseKey | keyof typeof en;
