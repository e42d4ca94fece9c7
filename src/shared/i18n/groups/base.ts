import type { MessageGroup } from '../group';
import en from '../en/base';

/** The part of the catalog every page has from the start: header, footer, shared parts, sessions, home and content pages. */
export const baseMessages: MessageGroup = { en, ar: () => import(/* webpackChunkName: "i18n-ar-base" */ '../ar/base') };
