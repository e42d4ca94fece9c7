import { localizeMessage } from '@contracts/messages-ar';
import { COUNTRY_NAMES_AR } from '@contracts/names/countries';
import { LANGUAGE_NAMES_AR } from '@contracts/names/languages';
import type { ArabicExtras } from '../group';
import common from './common.json';
import content from './content.json';
import layout from './layout.json';
import pages from './pages.json';
import sessions from './sessions.json';
import ui from './ui.json';

/** The Arabic of the base part of the catalog (../groups/base.ts), its own chunk. */
const baseMessages = { ...common, ...layout, ...ui, ...content, ...sessions, ...pages };
export default baseMessages;

/** The rules' messages (field errors) come with the Arabic catalog, and so do the names of the countries and languages (stored in English). */
export const extras: ArabicExtras = {
  rule: (message) => localizeMessage(message, 'ar'),
  names: { country: COUNTRY_NAMES_AR, language: LANGUAGE_NAMES_AR },
};
