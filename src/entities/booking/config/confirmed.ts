import { paths } from '@/shared/routes';

/** The query parameter of the booking page that shows the confirmation of a booking just made. */
export const BOOKED_PARAM = 'booked';

/** The booking page right after booking it: it opens with the "Booked" confirmation. */
export const bookingConfirmedHref = (id: string): string => `${paths.bookingPreview(id)}?${BOOKED_PARAM}=1`;
