import type { MessageGroup } from '../t';
import en from '../en/freelancers.json';

export const freelancersMessages: MessageGroup = { en, ar: () => import(/* webpackChunkName: "i18n-ar-freelancers" */ '../ar/freelancers.json') };
