import { setLocaleSource, type Locale } from '@contracts/locale';
import { formatWhen } from './emails';

/** formatWhen in `locale` (the app sets the locale's source; this file has no app). */
function inLocale(locale: Locale, start: Date, end: Date, zone: string): string {
  setLocaleSource(() => locale);
  try {
    return formatWhen(start, end, zone);
  } finally {
    setLocaleSource(() => 'en');
  }
}

describe("a booking e-mail's time", () => {
  const start = new Date('2026-12-02T14:00:00Z');
  const end = new Date('2026-12-02T15:00:00Z');

  it('names the zone once: a city takes "time", a zone already named as a time does not', () => {
    expect(inLocale('en', start, end, 'Asia/Dubai')).toMatch(/, Dubai \(United Arab Emirates\) time$/);
    expect(inLocale('en', start, end, 'UTC')).toMatch(/, Universal Time$/);
  });

  it('in Arabic too: «بتوقيت دبي», «بالتوقيت العالمي», never «بتوقيت التوقيت»', () => {
    expect(inLocale('ar', start, end, 'Asia/Dubai')).toMatch(/ بتوقيت دبي/);
    const utc = inLocale('ar', start, end, 'UTC');
    expect(utc).toMatch(/ بالتوقيت العالمي$/);
    expect(utc).not.toContain('بتوقيت التوقيت');
  });
});
