import type { MessageGroup } from '../t';
import en from '../en/accounts.json';

/** Sign up, login, forgot password, contact, invite and account pages (and their robot check): not in the first load. */
export const accountsMessages: MessageGroup = { en, ar: () => import(/* webpackChunkName: "i18n-ar-accounts" */ '../ar/accounts.json') };
