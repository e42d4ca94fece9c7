import en from './en/two-step.json';
import { registerMessages, t as translate, type GroupTranslator } from './t';

// Two-step sign-in: My Account's section and the login's code step.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-two-step" */ './ar/two-step.json') });

export const t = translate as GroupTranslator<typeof en>;
