import { intlLocale } from '@/shared/i18n';
import { zonedTimeLabel, type Booking } from '@contracts/econsultation';
import { currentLocale } from '@contracts/locale';

/** SPEC §9 date format: en-GB, day, long month, year ("12 January 2027") for a calendar day YYYY-MM-DD. */
export function formatBookingDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? '').trim());
  if (!match) return (value ?? '').trim();
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The browser's IANA time zone (SPEC: the client's zone defaults to it), 'UTC' when unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The other side of a booking as its viewer sees it (SPEC §2, §6). */
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

/** An instant in the viewer's zone: '5 January 2030, 10:00' (en-GB, 24-hour), with the zone's short name. */
export function formatInstant(value: string, timeZone: string = browserTimeZone()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });
}

/**
 * A booking's date and times in any zone, from its real instants, in the page
 * locale: { date: '6 January 2030', from: '10:00 AM', to: '11:30 AM' }.
 */
export function formatTimeRange(startsAt: string, endsAt: string, timeZone: string): { date: string; from: string; to: string } {
  const locale = intlLocale();
  // The 12-hour clock of the half-hour labels the booking was made with ('02:00 PM'; in Arabic '02:00 م').
  const arabic = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: true, timeZone });
  const time = (instant: string) => (currentLocale() === 'ar' ? arabic.format(new Date(instant)) : zonedTimeLabel(instant, timeZone));
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  return { date: date.format(new Date(startsAt)), from: time(startsAt), to: time(endsAt) };
}
