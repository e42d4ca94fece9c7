import type { Booking } from '@contracts/econsultation/types';
import { formatDate } from '@contracts/format';
import { formatDateTime, formatTimeRange as formatRange, formatTimeZone } from '@contracts/format-time';
import { browserTimeZone } from './browserTimeZone';

/** docs/reference.md#limits date format: day, long month, year ("12 January 2027") for a calendar day YYYY-MM-DD. */
export function formatBookingDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text) : text;
}

/** The other side of a booking as its viewer sees it (see docs/reference.md#screens, #roles). */
export interface BookingCounterpart {
  /** The viewer made this booking (shown green); else the viewer was booked (white). */
  bookedByViewer: boolean;
  name: string;
  organization: string;
  email: string;
  phone: string;
}

/**
 * Rows the viewer booked show the freelancer's name, company, e-mail and
 * phone; rows where the viewer was booked show the client's details.
 */
export function bookingCounterpart(booking: Booking, viewerUserId: string): BookingCounterpart {
  if (booking.bookedBy === viewerUserId) {
    const { user, companyName } = booking.freelancer;
    return {
      bookedByViewer: true,
      name: `${user.firstName} ${user.lastName}`.trim(),
      organization: companyName,
      email: user.email,
      phone: user.phone,
    };
  }
  const client = booking.clientInformation;
  return { bookedByViewer: false, name: client.name, organization: client.organization, email: client.email, phone: client.phone };
}

/** An instant in the viewer's zone, with the zone's shipped name (never its IANA ID, nor a bracket inside a bracket): '5 January 2030, 10:00 AM · Dubai (United Arab Emirates)'. */
export function formatInstant(value: string, timeZone: string = browserTimeZone()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDateTime(date, timeZone)} · ${formatTimeZone(timeZone)}`;
}

/**
 * A booking's date and times in any zone, from its real instants, in the page
 * locale: { date: '6 January 2030', time: '10:00 AM – 11:30 AM' }; the time
 * range is one unit, to be shown isolated (`<bdi>`).
 */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string): { date: string; time: string } {
  return { date: formatDate(new Date(startsAt), { timeZone }), time: formatRange(startsAt, endsAt, timeZone) };
}
