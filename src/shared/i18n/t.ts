import { setupI18n, type I18n } from '@lingui/core';
import { intlLocaleOf } from '@contracts/locale';
import { currentLocale, type Locale } from '@contracts/locale';
import type baseEnglish from './en/base';
import type { ArabicExtras, MessageGroup } from './group';
import { baseMessages } from './groups/base';

/** A key of the base part of the catalog, which every page has. */
export type MessageKey = keyof typeof baseEnglish & string;
export type MessageParams = Record<string, string | number>;

/**
 * The `t` of a page group (`shared/i18n/<group>.ts`): the same function,
 * typed to the base keys plus the group's. A module that uses a group's key
 * must import that group's `t`, and importing it registers the group, so a
 * forgotten group is a type error rather than a key shown on the page.
 */
export type GroupTranslator<English> = (key: MessageKey | (keyof English & string), params?: MessageParams) => string;

/** The Intl locale for dates, times, numbers and money in the current language (contracts/format.ts). */
export const intlLocale = (): string => intlLocaleOf(currentLocale());

const editions: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', locales: [intlLocaleOf('en')], messages: { en: {} } }),
  ar: setupI18n({ locale: 'ar', locales: [intlLocaleOf('ar')], messages: { ar: {} } }),
};

const groups = new Set<MessageGroup>();
const arabic = new Map<MessageGroup, Promise<void>>();
/** What the Arabic catalog brought besides messages, once loaded (the names of ./names.ts). */
export const arabicExtras: ArabicExtras = {};

/**
 * Makes a part of the catalog available: the base part from the start, each
 * page group when a module that uses its `t` is loaded (see GroupTranslator), so the
 * home page does not download the others' strings.
 */
export function registerMessages(group: MessageGroup): void {
  if (groups.has(group)) return;
  groups.add(group);
  editions.en.load('en', group.en);
}

registerMessages(baseMessages);

/**
 * Loads what `locale` still lacks of the groups registered so far (English
 * is always there). Awaited before the first render and by every lazy page.
 */
export async function loadMessages(locale: Locale = currentLocale()): Promise<void> {
  if (locale !== 'ar') return;
  await Promise.all(
    [...groups].map((group) => {
      let loading = arabic.get(group);
      if (!loading) {
        loading = group.ar().then((module) => {
          editions.ar.load('ar', module.default);
          Object.assign(arabicExtras, module.extras);
        });
        arabic.set(group, loading);
      }
      return loading;
    }),
  );
}

/** A message of the shared rules (a field's validation error) in the current language. */
export const localizeRule = (message: string): string => (currentLocale() === 'en' ? message : (arabicExtras.rule?.(message) ?? message));


/** A message of the catalog in the current language, its ICU arguments filled; English if the Arabic one is missing. */
export function t(key: MessageKey, params?: MessageParams): string {
  const edition = editions[currentLocale()];
  return (key in edition.messages ? edition : editions.en)._(key, params);
}
