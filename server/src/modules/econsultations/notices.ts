import { pagePath } from '../../http/page-url';
import type { NoticeInput } from '../notices/kinds';
import type { BookingMailContext } from './emails';

/** What happened to a booking, as its notice says. */
export type BookingChange = 'requested' | 'accepted' | 'declined' | 'moved' | 'cancelled';

/** The notice of a booking's change to the party who did not make it, naming the one who did; it links to the booking. */
export function bookingNotice(context: BookingMailContext, byUserId: string, change: BookingChange): NoticeInput {
  const byClient = byUserId === context.client.userId;
  const name = byClient ? context.booking.clientName : `${context.freelancer.firstName} ${context.freelancer.lastName}`.trim();
  return {
    userId: byClient ? context.freelancer.userId : context.client.userId,
    kind: 'booking',
    parts: { name, change },
    link: pagePath('bookingPreview', { econsultancyId: context.booking.id }),
  };
}
