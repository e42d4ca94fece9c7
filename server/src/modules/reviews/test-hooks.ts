import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { econsultationBookings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';

/**
 * The end-to-end tests' clock for one booking (config.testHooks only, never in production): POST
 * /test/bookings/{id}/end moves the booking to the hour before the last, so it has completed and reviewing is open,
 * without moving the server's clock under the other tests running beside.
 */
export async function testHookRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>('/test/bookings/:id/end', { config: { visitorWrites: [] } }, async (request, reply) => {
    const endsAt = new Date(app.clock.now().getTime() - 60 * 60_000);
    const startsAt = new Date(endsAt.getTime() - 60 * 60_000);
    const [row] = isUuid(request.params.id)
      ? await app.database.db
          .update(econsultationBookings)
          .set({ startsAt, endsAt, preferenceDate: startsAt.toISOString().slice(0, 10) })
          .where(eq(econsultationBookings.id, request.params.id))
          .returning({ id: econsultationBookings.id })
      : [];
    if (!row) throw notFound();
    return reply.status(204).send();
  });
}
