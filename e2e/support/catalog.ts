import fs from 'node:fs';
import path from 'node:path';

const messages = (lang: 'en' | 'ar'): Record<string, string> => {
  const dir = path.resolve('src', 'shared', 'i18n', lang);
  return Object.assign({}, ...fs.readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>));
};

const CATALOGS = { en: messages('en'), ar: messages('ar') };

/** A message of the SPA's catalog in `lang`, its simple `{name}` arguments filled: what a reader of that language reads. */
export function say(lang: 'en' | 'ar', key: string, params: Record<string, string> = {}): string {
  const message = CATALOGS[lang][key];
  if (message === undefined) throw new Error(`no ${lang} message ${key}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole).trim();
}
