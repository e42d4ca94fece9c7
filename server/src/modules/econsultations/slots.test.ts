import type { Booking, SlotsAnswer } from '@contracts/econsultation/types';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { addDays, todayIn, zonedTimeInstants } from '@contracts/econsultation/zoned-time';
import { slotMinutes, TIME_SLOTS } from '@contracts/econsultation/slots';
import { WEEKDAYS } from '@contracts/reference';
import { freelancerMsg } from '@contracts/freelancer';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant, messageOf, nextClockChanges, nextDate } from '../../test/econsultations';
import { createFreelancer, createMember, get, type Member } from '../../test/freelancers';

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
});
