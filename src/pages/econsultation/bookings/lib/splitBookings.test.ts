import { makeBooking } from '@/entities/booking/lib/test/fixtures';
import { splitBookings } from './splitBookings';

const at = (id: string, startsAt: string, endsAt: string, status: 'confirmed' | 'cancelled' | 'completed' = 'confirmed') =>
  makeBooking({ id, status, bookingDetails: { startsAt, endsAt } });

describe('splitBookings', () => {
  const now = new Date('2030-01-10T12:00:00.000Z');
  const later = at('later', '2030-02-01T09:00:00.000Z', '2030-02-01T10:00:00.000Z');
  const soon = at('soon', '2030-01-11T09:00:00.000Z', '2030-01-11T10:00:00.000Z');
  const running = at('running', '2030-01-10T11:30:00.000Z', '2030-01-10T12:30:00.000Z');
  const ended = at('ended', '2030-01-10T10:00:00.000Z', '2030-01-10T12:00:00.000Z');
  const old = at('old', '2029-12-01T09:00:00.000Z', '2029-12-01T10:00:00.000Z', 'completed');
  const cancelledLater = at('cancelled', '2030-03-01T09:00:00.000Z', '2030-03-01T10:00:00.000Z', 'cancelled');

  it('keeps confirmed bookings whose end has not passed as upcoming, soonest first', () => {
    expect(splitBookings([later, old, soon, ended, running, cancelledLater], now).upcoming.map((b) => b.id)).toEqual(['running', 'soon', 'later']);
  });

  it('puts the rest (ended, completed, cancelled) in past and cancelled, most recent first', () => {
    expect(splitBookings([later, old, soon, ended, running, cancelledLater], now).past.map((b) => b.id)).toEqual(['cancelled', 'ended', 'old']);
  });
});
