import { formatDate } from '@contracts/format';
import { formatDateTime, formatTime } from '@contracts/format-time';
import { zonedDate } from '@contracts/econsultation/zoned-time';

/** The viewer's time zone (the browser's), where message times are shown. */
const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** An inbox line's time: the time for today's, the date for older ones. */
export function inboxTime(at: string, now: Date = new Date()): string {
  const zone = viewerZone();
  return zonedDate(at, zone) === zonedDate(now, zone) ? formatTime(at, zone) : formatDate(at, { timeZone: zone });
}

/** A message's date and time, in the viewer's zone. */
export const messageTime = (at: string): string => formatDateTime(at, viewerZone());
