import en from './en/report.json';
import { registerMessages, t as translate, type GroupTranslator } from './t';

// The report dialog of a freelancer profile, a vacancy or a company page: only its lazy chunk carries it.
registerMessages({ en, ar: () => import(/* webpackChunkName: "i18n-ar-report" */ './ar/report.json') });

export const t = translate as GroupTranslator<typeof en>;
