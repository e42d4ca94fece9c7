import type { MessageGroup } from '../t';
import en from '../en/econsultation.json';

export const econsultationMessages: MessageGroup = { en, ar: () => import(/* webpackChunkName: "i18n-ar-econsultation" */ '../ar/econsultation.json') };
