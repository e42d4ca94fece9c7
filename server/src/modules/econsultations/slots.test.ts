import type { Booking, SlotsAnswer } from '@contracts/econsultation/types';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { addDays, todayIn, zonedTimeInstants, zonedTimeLabel } from '@contracts/econsultation/zoned-time';
import { feesFor } from '@contracts/econsultation/fees';
import { slotMinutes, TIME_SLOTS } from '@contracts/econsultation/slots';
import { WEEKDAYS } from '@contracts/reference';
import { freelancerMsg } from '@contracts/freelancer';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant, messageOf, nextClockChanges, nextDate } from '../../test/econsultations';
import { createFreelancer, createMember, get, post, type Member } from '../../test/freelancers';

type Answer = { data: SlotsAnswer };
type Created = { data: Booking };

const ALL_DAY = WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' }));

/**
 * GET /unauth/freelancer/{id}/slots: the bookable starts under the rules a booking is checked by — a
 * listed slot books, a taken one answers 409 with the fresh list — across the clock changes of Beirut, Cairo and London.
 * The exhaustive agreement of every time of a day is contracts/econsultation/availability.test.ts.
 */
describe('the slots API', () => {
  let t: TestApp;
  let client: Member;
  let dubai: Member & { id: string };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    client = await createMember(t, { firstName: 'Karim' });
    dubai = await createEConsultant(t, { timezone: 'Asia/Dubai', bufferMinutes: 15, minNoticeHours: 12, sessionLengths: [30, 60] });
  });
  afterAll(async () => {
    await t.close();
  });

  const slotsOf = async (id: string, query: string): Promise<SlotsAnswer> => {
    const res = await get(t, `/unauth/freelancer/${id}/slots?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as Answer).data;
  };

  it('answers visitors with the offered lengths, a week from today by default and the next bookable start', async () => {
    const answer = await slotsOf(dubai.id, '');
    expect(answer).toMatchObject({ freelancerTimezone: 'Asia/Dubai', timezone: 'Asia/Dubai', length: 60, lengths: [30, 60] });
    expect(answer.lastDate).toBe(addDays(todayIn('Asia/Dubai'), 60));
    expect(answer.slots.length).toBeGreaterThan(0);
    expect(answer.next).toEqual(answer.slots[0]);
    const today = todayIn('Asia/Dubai');
    for (const slot of answer.slots) {
      expect(slot.date >= today && slot.date <= addDays(today, 6)).toBe(true);
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(3_600_000);
      // The minimum notice of 12 hours.
      expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(Date.now() + 12 * 3_600_000 - 60_000);
    }
  });

  it("lists the client's times in the client's zone and the consultant's labels to book", async () => {
    const date = nextDate('Monday');
    const answer = await slotsOf(dubai.id, `from=${date}&to=${date}&length=30&tz=Africa/Cairo`);
    expect(answer.timezone).toBe('Africa/Cairo');
    // 09:30 AM in Dubai is 07:30 AM in Cairo (winter) or 08:30 AM (Egypt's summer time).
    expect(answer.slots[0]).toMatchObject({ preferenceDate: date, startTime: '09:30 AM', endTime: '10:00 AM', date });
    expect(['07:30 AM', '08:30 AM']).toContain(answer.slots[0].time);
  });

  it('leaves out booked times and the buffer around them; a listed slot books, then is gone; a taken one answers 409 with the fresh list', async () => {
    const date = nextDate('Tuesday');
    const before = await slotsOf(dubai.id, `from=${date}&to=${date}`);
    const chosen = before.slots.find((slot) => slot.startTime === '10:00 AM')!;
    const res = await book(t, client.token, bookingPayload(dubai.id, { preferenceDate: chosen.preferenceDate, timezone: 'Asia/Dubai', startTime: chosen.startTime, endTime: chosen.endTime }));
    expect(res.statusCode).toBe(201);
    expect((res.json() as Created).data.bookingDetails.startsAt).toBe(new Date(chosen.startsAt).toISOString());

    const starts = (await slotsOf(dubai.id, `from=${date}&to=${date}`)).slots.map((slot) => slot.startTime);
    // 10:00–11:00 booked, 15 minutes kept free on both sides: no hour may start from 09:30 to 11:00.
    for (const taken of ['09:30 AM', '10:00 AM', '10:30 AM', '11:00 AM']) expect(starts).not.toContain(taken);
    expect(starts).toContain('11:30 AM');

    // The booking's client moving it sees its own hour free.
    const booking = (res.json() as Created).data;
    expect((await slotsOf(dubai.id, `from=${date}&to=${date}&except=${booking.id}`)).slots.map((slot) => slot.startTime)).toContain('10:00 AM');

    const again = await book(t, client.token, bookingPayload(dubai.id, { preferenceDate: date, timezone: 'Asia/Dubai', startTime: '10:00 AM', endTime: '11:00 AM' }));
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(econsultationMsg.slotTaken);
    expect((again.json() as { slots: SlotsAnswer['slots'] }).slots.map((slot) => slot.startTime)).toEqual(starts);
  });

  it.each([
    ['an unknown zone', 'tz=Mars/Olympus', econsultationMsg.invalidTimezone],
    ['a length not on offer', 'length=90', econsultationMsg.lengthNotOffered],
    ['a length that is no number', 'length=an-hour', econsultationMsg.lengthNotOffered],
    ['a date that is not one', 'from=2027-02-30', econsultationMsg.invalidSlotsRange],
    ['an end before the start', 'from=2027-03-10&to=2027-03-09', econsultationMsg.invalidSlotsRange],
    ['more than 62 days', 'from=2027-03-01&to=2027-05-03', econsultationMsg.invalidSlotsRange],
  ])('refuses %s with 400', async (_name, query, message) => {
    const res = await get(t, `/unauth/freelancer/${dubai.id}/slots?${query}`);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('reads a length typed in Arabic-Indic digits', async () => {
    expect((await slotsOf(dubai.id, `length=${encodeURIComponent('٣٠')}`)).length).toBe(30);
  });

  it('answers 404 for an unknown profile and for a freelancer who takes no e-consultations', async () => {
    const unknown = await get(t, '/unauth/freelancer/00000000-0000-4000-8000-000000000000/slots');
    expect([unknown.statusCode, messageOf(unknown)]).toEqual([404, freelancerMsg.notFound]);
    const trainer = await createFreelancer(t, {}, { Iam: JSON.stringify(['Trainer']) });
    const res = await get(t, `/unauth/freelancer/${trainer.id}/slots`);
    expect([res.statusCode, messageOf(res)]).toEqual([404, econsultationMsg.notEConsultant]);
  });

  describe.each(['Asia/Beirut', 'Africa/Cairo', 'Europe/London'])('across the clock changes of %s', (zone) => {
    const changes = nextClockChanges(zone);

    it('finds a spring-forward and a fall-back day within the year', () => {
      expect(changes.map((change) => change.kind).sort()).toEqual(['fall', 'spring']);
    });

    it.each(changes.map((change) => [change.kind, change.date, change] as const))('offers only real hour-long sessions when the clocks go %s (%s), and they book', async (kind, date, change) => {
      const consultant = await createEConsultant(t, { timezone: zone, availability: ALL_DAY, minNoticeHours: 0, horizonDays: 365, sessionLengths: [60] });
      const { slots } = await slotsOf(consultant.id, `from=${date}&to=${date}&tz=${zone}`);
      expect(slots.length).toBeGreaterThan(40);
      for (const slot of slots) expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(3_600_000);
      expect(new Set(slots.map((slot) => slot.startsAt)).size).toBe(slots.length);
      // No start the clocks skip is offered.
      const skipped = TIME_SLOTS.filter((slot) => zonedTimeInstants(date, slotMinutes(slot.label), zone).length === 0).map((slot) => slot.label);
      expect(skipped.length > 0).toBe(kind === 'spring');
      for (const label of skipped) expect(slots.map((slot) => slot.startTime)).not.toContain(label);

      // The session nearest the change books, at the instant listed, for an hour.
      const distance = (slot: (typeof slots)[number]) => Math.abs(Date.parse(slot.startsAt) - change.at);
      const first = slots.reduce((best, slot) => (distance(slot) < distance(best) ? slot : best));
      const res = await book(t, client.token, bookingPayload(consultant.id, { preferenceDate: first.preferenceDate, timezone: zone, startTime: first.startTime, endTime: first.endTime }));
      expect(res.statusCode).toBe(201);
      const booking = (res.json() as Created).data;
      expect([booking.bookingDetails.startsAt, booking.durationMinutes]).toEqual([new Date(first.startsAt).toISOString(), 60]);
      expect((await slotsOf(consultant.id, `from=${date}&to=${date}&tz=${zone}`)).slots.map((slot) => slot.startsAt)).not.toContain(first.startsAt);
    });
  });

  /**
   * The agreement, booking by booking, on London's clock-change days with every length offered: each start the API
   * offers from midnight to 4 AM books for exactly its length and fee (then is cancelled, so the next one is free), and
   * every other start and length of those hours is refused, with the end a client would read off the wall clock and
   * with the end of the real length.
   */
  describe('agreement with booking on the clock-change days of Europe/London', () => {
    const lengths = [30, 45, 60, 90, 120];
    /** The label `minutes` after a start label on an ordinary day (the wall clock's arithmetic). */
    const wallEnd = (start: string, minutes: number) => zonedTimeLabel(Date.UTC(2027, 0, 4, 0, slotMinutes(start) + minutes), 'UTC');

    it.each([
      ['spring-forward', '2027-03-28'],
      ['fall-back', '2027-10-31'],
    ])('on the %s day (%s)', async (_kind, date) => {
      const consultant = await createEConsultant(t, { timezone: 'Europe/London', hourlyRate: '$50', availability: ALL_DAY, minNoticeHours: 0, horizonDays: 365, sessionLengths: lengths });
      const tryBooking = (startTime: string, endTime: string, length: number) =>
        book(t, client.token, bookingPayload(consultant.id, { preferenceDate: date, timezone: 'Europe/London', startTime, endTime, length }));
      for (const length of lengths) {
        const { slots } = await slotsOf(consultant.id, `from=${date}&to=${date}&tz=Europe/London&length=${length}`);
        const early = slots.filter((slot) => slot.preferenceDate === date && slotMinutes(slot.startTime) < 4 * 60);
        expect(early.length).toBeGreaterThanOrEqual(6);
        // Up to an hour, every start the day has is offered (the hour from the first 01:00 AM to the second among them).
        const existing = TIME_SLOTS.filter((slot) => slot.weight < 8 && zonedTimeInstants(date, slotMinutes(slot.label), 'Europe/London').length > 0).map((slot) => slot.label);
        if (length <= 60) expect(early.map((slot) => slot.startTime)).toEqual(existing);
        for (const slot of early) {
          const res = await tryBooking(slot.startTime, slot.endTime, length);
          expect([slot.startTime, slot.endTime, length, res.statusCode]).toEqual([slot.startTime, slot.endTime, length, 201]);
          const booking = (res.json() as Created).data;
          expect([booking.bookingDetails.startsAt, booking.bookingDetails.endsAt, booking.durationMinutes, booking.totalFees]).toEqual([
            slot.startsAt,
            slot.endsAt,
            length,
            feesFor('$50', length),
          ]);
          expect((await post(t, `/econsultancybooking/${booking.id}/cancel`, { reason: 'Agreement test' }, client.token)).statusCode).toBe(200);
        }
        const offered = new Set(early.map((slot) => `${slot.startTime}–${slot.endTime}`));
        for (const start of TIME_SLOTS.filter((slot) => slot.weight < 8)) {
          const [instant] = zonedTimeInstants(date, slotMinutes(start.label), 'Europe/London');
          const ends = new Set([wallEnd(start.label, length), ...(instant === undefined ? [] : [zonedTimeLabel(instant + length * 60_000, 'Europe/London')])]);
          for (const end of ends) {
            if (offered.has(`${start.label}–${end}`)) continue;
            const res = await tryBooking(start.label, end, length);
            expect({ time: `${start.label}–${end}`, length, status: res.statusCode }).toEqual({ time: `${start.label}–${end}`, length, status: 400 });
          }
        }
      }
    });
  });
});
