import { intlLocale } from '@/shared/i18n';
/** SPEC §9 date format: en-GB, day, long month, year (e.g. "5 March 2026"). */
const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/**
 * Formats a calendar day (YYYY-MM-DD, shown as it is written) or a timestamp
 * (shown in the viewer's calendar). Anything else is returned unchanged.
 */
export function formatVacancyDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return date.toLocaleDateString(intlLocale(), { ...DATE_FORMAT, timeZone: 'UTC' });
  }
  const time = Date.parse(text);
  if (!Number.isNaN(time) && /^\d{4}-\d{2}-\d{2}T/.test(text)) return new Date(time).toLocaleDateString(intlLocale(), DATE_FORMAT);
  return text;
}
