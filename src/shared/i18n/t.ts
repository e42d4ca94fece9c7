import type { Catalog } from './en';
import { baseMessages } from './en/base';

export type MessageKey = keyof Catalog & string;
export type MessageParams = Record<string, string | number>;

/**
 * The messages this page has so far: the base catalog (header, footer, shared
 * parts, accounts, sessions, home and content pages) from the start, and each
 * page group's catalog (freelancers, vacancies, e-consultations) registered by
 * the slices that use it, on import (their `i18n.ts`), so the home page does
 * not download the others' strings and a server render has them synchronously.
 */
const messages: Record<string, string> = { ...baseMessages };

export function registerMessages(part: Readonly<Record<string, string>>): void {
  Object.assign(messages, part);
}

/**
 * Looks a message up in the catalog and fills `{name}` placeholders.
 * English is the only edition today; an Arabic one adds a second catalog
 * with the same keys and a locale switch here.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template = messages[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
