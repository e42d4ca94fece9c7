import { formatSlot } from '@contracts/format-time';
import type { EConsultancyInfo } from '@contracts/econsultation/types';
import { bookingInstants, endMinutes, slotMinutes } from '@contracts/econsultation/slots';
import { isCalendarDate, zonedTimeToInstant } from '@contracts/econsultation/zoned-time';

/**
 * What the booking forms say of a chosen time (see docs/reference.md#states). Which times may be chosen is the slots
 * API's (contracts/econsultation/availability, shown by ui/SlotPicker): dates and times are the freelancer's wall clock
 * in the freelancer's time zone (docs/decisions.md "Booking times are the freelancer's wall clock").
 */

const HOUR_MS = 3_600_000;

/**
 * Whether a start falls inside the freelancer's cancellation notice: once booked, the client may not cancel or move it
 * (the server's rule, from the same settings; only the consultant may still cancel, in an emergency); the form says so
 * before the client confirms.
 */
export function insideCancellationNotice(info: EConsultancyInfo, date: string, start: string, now: Date = new Date()): boolean {
  const settings = info.settings;
  if (!settings || settings.cancellationNoticeHours <= 0 || !isCalendarDate(date) || !start) return false;
  return zonedTimeToInstant(date, slotMinutes(start), settings.timezone).getTime() < now.getTime() + settings.cancellationNoticeHours * HOUR_MS;
}

/**
 * Minutes between a start and an end label (0 when either is missing or the end is not after the start).
 * Given the date and the freelancer's zone, the real minutes between the two instants (a clock change counts).
 */
export function minutesBetween(start: string | undefined, end: string | undefined, date?: string, zone?: string): number {
  if (!start || !end) return 0;
  if (date && zone && isCalendarDate(date)) {
    const instants = bookingInstants(date, start, end, zone);
    return instants.ok ? instants.minutes : 0;
  }
  const minutes = endMinutes(end) - slotMinutes(start);
  return minutes > 0 && slotMinutes(start) >= 0 ? minutes : 0;
}

/** Half-hour slots as select options: the stored label ('10:30 AM') is the value, the page's language the text ('10:30 ص'). */
export const slotOptions = (slots: readonly { label: string }[]): { value: string; label: string }[] => slots.map((slot) => ({ value: slot.label, label: formatSlot(slot.label) }));
