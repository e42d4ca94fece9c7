import type { Booking } from '@/entities/booking';

/**
 * The two lists of the bookings page: "Upcoming" (confirmed bookings whose
 * end has not passed, soonest first) and "Past and cancelled" (the rest,
 * most recent first).
 */
export function splitBookings(bookings: readonly Booking[], now: Date = new Date()): { upcoming: Booking[]; past: Booking[] } {
  const startOf = (booking: Booking) => Date.parse(booking.bookingDetails.startsAt);
  const isUpcoming = (booking: Booking) => booking.status === 'confirmed' && Date.parse(booking.bookingDetails.endsAt) > now.getTime();
  return {
    upcoming: bookings.filter(isUpcoming).sort((a, b) => startOf(a) - startOf(b)),
    past: bookings.filter((booking) => !isUpcoming(booking)).sort((a, b) => startOf(b) - startOf(a)),
  };
}
