import fs from 'node:fs';
import path from 'node:path';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The catalog in both languages: the same keys in every group,
 * no empty message, every message valid ICU MessageFormat, and the Arabic
 * one using exactly the arguments of the English one.
 */
const dir = (locale: string) => path.join(__dirname, locale);
const groups = fs.readdirSync(dir('en')).filter((file) => file.endsWith('.json'));
const read = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir(locale), file), 'utf8')) as Record<string, string>;

/** The argument names a compiled message uses (plural/select arguments included). */
function argumentsOf(tokens: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, , forms] = token as [string, string?, Record<string, CompiledMessage>?];
    names.add(name);
    for (const form of Object.values(forms ?? {})) if (Array.isArray(form)) argumentsOf(form, names);
  }
  return names;
}

describe('message catalog', () => {
  it('has the same groups in English and Arabic', () => {
    expect(fs.readdirSync(dir('ar')).filter((file) => file.endsWith('.json')).sort()).toEqual([...groups].sort());
  });

  it('has no key defined by two groups (a later spread would silently win)', () => {
    const owners = new Map<string, string[]>();
    for (const file of groups) for (const key of Object.keys(read('en', file))) owners.set(key, [...(owners.get(key) ?? []), file]);
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  describe.each(groups)('%s', (file) => {
    const en = read('en', file);
    const ar = read('ar', file);

    it('has every English key in Arabic and nothing else', () => {
      expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    });

    it('has no empty message, and the Arabic is written in Arabic', () => {
      expect(Object.entries(en).filter(([, message]) => !message.trim())).toEqual([]);
      expect(Object.entries(ar).filter(([, message]) => !message.trim())).toEqual([]);
      // A message left in English by mistake: every Arabic message has Arabic letters, but for these language-neutral ones.
      const neutral = new Set(['ui.textarea.counter', 'freelancers.profile.linkPlaceholder', 'econsultation.settings.linkPlaceholder', 'econsultation.bookings.unknown', 'company.count', 'freelancers.search.summaryQuoted', 'admin.numbers.figure']);
      expect(Object.entries(ar).filter(([key, message]) => !neutral.has(key) && !/[\u0600-\u06FF]/.test(message)).map(([key]) => key)).toEqual([]);
    });

    it('uses the same arguments in both languages, in valid ICU MessageFormat', () => {
      const mismatched = Object.keys(en).filter((key) => {
        const english = [...argumentsOf(compileMessage(en[key]!))].sort();
        const arabic = ar[key] === undefined ? [] : [...argumentsOf(compileMessage(ar[key]))].sort();
        return english.join() !== arabic.join();
      });
      expect(mismatched).toEqual([]);
    });
  });
});
