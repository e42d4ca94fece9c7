import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { intlLocaleOf } from '@contracts/locale';
import { currentLocale, type Locale } from '@contracts/locale';
import type baseEnglish from './en/base';
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

/**
 * A part of the catalog: its English messages, bundled with the code that
 * uses them, and its Arabic ones, fetched (their own chunk) only when the
 * page is shown in Arabic. Messages are ICU MessageFormat, compiled at build
 * time (scripts/webpack/messages-loader.cjs), so no parser ships.
 */
export interface MessageGroup {
  readonly en: Messages;
  readonly ar: () => Promise<{ default: Messages }>;
}

/** The Intl locale for dates, times, numbers and money in the current language (contracts/format.ts). */
export const intlLocale = (): string => intlLocaleOf(currentLocale());

const editions: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', locales: [intlLocaleOf('en')], messages: { en: {} } }),
  ar: setupI18n({ locale: 'ar', locales: [intlLocaleOf('ar')], messages: { ar: {} } }),
};

const groups = new Set<MessageGroup>();
const arabic = new Map<MessageGroup, Promise<void>>();

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
        loading = group.ar().then((module) => editions.ar.load('ar', module.default));
        arabic.set(group, loading);
      }
      return loading;
    }),
  );
}

let localizeRules: (message: string) => string = (message) => message;

/** The Arabic catalog brings the Arabic of the rules' messages (contracts/messages-ar.ts) with it, so English pages never download it. */
export function setRuleMessages(localize: (message: string) => string): void {
  localizeRules = localize;
}

/** A message of the shared rules (a field's validation error) in the current language. */
export const localizeRule = (message: string): string => (currentLocale() === 'en' ? message : localizeRules(message));

/** A message of the catalog in the current language, its ICU arguments filled; English if the Arabic one is missing. */
export function t(key: MessageKey, params?: MessageParams): string {
  const edition = editions[currentLocale()];
  return (key in edition.messages ? edition : editions.en)._(key, params);
}
