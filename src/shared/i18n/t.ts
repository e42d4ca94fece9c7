import { en } from './en';

export type MessageKey = keyof typeof en;
export type MessageParams = Record<string, string | number>;

/**
 * Looks a message up in the catalog and fills `{name}` placeholders.
 * English is the only edition today; an Arabic one adds a second catalog
 * with the same keys and a locale switch here.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
