import { formatDate } from '@contracts/format';

/**
 * Formats a calendar day (YYYY-MM-DD, shown as it is written) or a timestamp
 * (shown in the viewer's calendar) as docs/reference.md#limits writes dates ("5 March 2026").
 * Anything else is returned unchanged.
 */
export function formatVacancyDate(value: string | null | undefined): string {
  return formatDate((value ?? '').trim());
}
