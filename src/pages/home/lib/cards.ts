/**
 * docs/reference.md#screens: content cards whose title contains 'booking' link to /freelancers.
 * The spec does not say whether case matters; 'Easy booking' and
 * 'Booking made simple' both mean a booking card, so the match ignores case.
 */
export const isBookingCard = (title: string): boolean => /booking/i.test(title);
