import fs from 'node:fs';
import path from 'node:path';

/**
 * WCAG 2.5.3 (label in name): where a control's accessible name comes from a
 * longer label than its visible text, the label contains the visible text, so
 * speech users can say what they see. Pairs of [visible text, accessible
 * name], checked in both languages.
 */
const PAIRS: [visible: string, name: string][] = [
  ['freelancers.card.view', 'freelancers.card.viewLabel'],
  ['freelancers.card.resume', 'freelancers.resume.downloadLabel'],
  ['vacancies.card.file', 'vacancies.card.fileLabel'],
  ['vacancies.card.file', 'vacancies.card.fileLogin'],
  ['vacancies.card.update', 'vacancies.card.updateLabel'],
  ['vacancies.apply.button', 'vacancies.apply.label'],
  ['vacancies.withdraw.button', 'vacancies.withdraw.label'],
  ['share.button', 'share.label'],
  ['econsultation.cancel.button', 'econsultation.cancel.label'],
];

function catalog(locale: string): Record<string, string> {
  const dir = path.join(__dirname, locale);
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.assign({}, ...files.map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>));
}

describe.each(['en', 'ar'])('accessible names in %s', (locale) => {
  const messages = catalog(locale);
  it.each(PAIRS)('%s is part of %s', (visible, name) => {
    expect(messages[visible]).toBeTruthy();
    expect(messages[name].toLocaleLowerCase(locale)).toContain(messages[visible].toLocaleLowerCase(locale));
  });
});
