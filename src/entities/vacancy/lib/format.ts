import { formatDate } from '@contracts/format';

/**
 * Formats a calendar day (YYYY-MM-DD, shown as it is written) or a timestamp
 * (shown in `timeZone`: a component's useViewerZone()) as docs/reference.md#limits writes dates ("5 March 2026").
 * Anything else is returned unchanged.
 */
export function formatVacancyDate(value: string | null | undefined, timeZone?: string): string {
  return formatDate((value ?? '').trim(), { timeZone });
}
