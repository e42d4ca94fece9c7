import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WEEKDAYS } from '@contracts/reference';
import type { Booking, SlotsAnswer } from '@contracts/econsultation/types';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { msg } from '@contracts/messages';
import { buildApp } from '../../app';
import { jobs } from '../../db/schema';
import { econsultationBookings } from '../../db/schema/econsultations';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant, messageOf } from '../../test/econsultations';
import { createMember, get, post, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { formatWhen } from './emails';
import { unfoldIcs } from './ics';

type One = { data: Booking };
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The UTC calendar date `days` from today. */
const inDays = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Every day, all day, in UTC. */
const ALL_WEEK = WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' }));

/**
 * Moving a booking (the client proposes, the freelancer accepts or
 * declines) and the reminders 24 hours and 1 hour before the start. The app's
 * clock is moved through AppDeps.now, so due jobs are reached without waiting.
 */
describe('booking lifecycle: reschedule and reminders', () => {
  let t: TestApp;
  let outbox: string;
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  let freelancer: Member & { id: string };
  let client: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://khibra.example' }, { now });
    outbox = t.app.mailer.outboxDir as string;
    freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, minNoticeHours: 0, cancellationNoticeHours: 24 }, { firstName: 'Hana', lastName: 'Mansour' });
    client = await createMember(t, { firstName: 'Karim' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    shift = 0;
  });

  const bookAt = async (date: string, startTime: string, endTime: string): Promise<Booking> => {
    const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, timezone: 'Asia/Dubai', startTime, endTime }));
    expect(res.statusCode).toBe(201);
    return (res.json() as One).data;
  };
  const propose = (token: string, id: string, body: unknown) => post(t, `/econsultancybooking/${id}/reschedule`, body, token);
  const respond = (token: string, id: string, decision: 'accept' | 'decline') => post(t, `/econsultancybooking/${id}/reschedule/${decision}`, {}, token);
  const subjects = async (address: string, pattern: RegExp) => (await mailsTo(outbox, address)).map((m) => m.subject).filter((s) => pattern.test(s));
  /** Subjects of the reminders of one booking (other tests' bookings may come due when the clock moves). */
  const reminders = async (address: string, booking: Booking, pattern = /^Your e-Consultation with .* starts /) =>
    (await mailsTo(outbox, address)).filter((m) => pattern.test(m.subject) && m.text.includes(booking.reference)).map((m) => m.subject);

  describe('reschedule', () => {
    it('gives every booking a readable reference', async () => {
      const booking = await bookAt(inDays(5), '08:00 AM', '09:00 AM');
      expect(booking.reference).toMatch(/^KH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      const mails = await mailsTo(outbox, freelancer.user.email);
      expect(mails.at(-1)!.text).toContain(`Reference: ${booking.reference}`);
    });

    it('lets the client propose a new time; the freelancer accepts; the booking moves, fees follow, both get an updated invitation (same UID, higher SEQUENCE)', async () => {
      const booking = await bookAt(inDays(6), '10:00 AM', '11:00 AM');
      expect(booking).toMatchObject({ canReschedule: true, canRespond: false, reschedule: null });

      const res = await propose(client.token, booking.id, { preferenceDate: inDays(7), startTime: '02:00 PM', endTime: '03:30 PM' });
      expect(res.statusCode).toBe(200);
      const proposed = (res.json() as One).data;
      expect(proposed).toMatchObject({ canReschedule: false, reschedule: { by: 'booker', preferenceDate: inDays(7), startTime: '02:00 PM', endTime: '03:30 PM', startsAt: `${inDays(7)}T14:00:00.000Z` } });
      // The proposal says what accepting it costs: its length and its fees at the booking's rate, beside the current ones.
      expect(proposed).toMatchObject({ totalFees: '$40', durationMinutes: 60, reschedule: { durationMinutes: 90, totalFees: '$60' } });
      expect(Date.parse(proposed.reschedule!.holdsUntil) - Date.parse(proposed.reschedule!.proposedAt)).toBe(48 * HOUR);
      // Until answered, the booking keeps its time.
      expect(proposed.bookingDetails.startsAt).toBe(booking.bookingDetails.startsAt);
      const [mail] = (await mailsTo(outbox, freelancer.user.email)).filter((m) => m.subject.includes('proposes a new time'));
      expect(mail.subject).toBe(`Omar Saleh proposes a new time for e-Consultation ${booking.reference}`);
      expect(mail.links).toContain(`https://khibra.example/econsultancy/booking/preview/${booking.id}?reschedule=respond`);

      // A second proposal, by either party, waits for the answer to the first.
      for (const token of [client.token, freelancer.token]) {
        const again = await propose(token, booking.id, { preferenceDate: inDays(8), startTime: '02:00 PM', endTime: '03:00 PM' });
        expect({ status: again.statusCode, message: messageOf(again) }).toEqual({ status: 409, message: econsultationMsg.reschedulePending });
      }

      const seen = (await get(t, `/econsultancybooking/${booking.id}`, freelancer.token)).json() as One;
      expect(seen.data).toMatchObject({ canRespond: true });
      // The client cannot accept their own proposal.
      const own = await respond(client.token, booking.id, 'accept');
      expect({ status: own.statusCode, message: messageOf(own) }).toEqual({ status: 403, message: econsultationMsg.respondOnlyOther });
      const accepted = await respond(freelancer.token, booking.id, 'accept');
      expect(accepted.statusCode).toBe(200);
      expect((accepted.json() as One).data).toMatchObject({
        reschedule: null,
        canRespond: false,
        totalFees: '$60',
        durationMinutes: 90,
        bookingDetails: { preferenceDate: inDays(7), startTime: '02:00 PM', endTime: '03:30 PM', startsAt: `${inDays(7)}T14:00:00.000Z`, endsAt: `${inDays(7)}T15:30:00.000Z` },
      });
      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, booking.id));
      expect(row).toMatchObject({ sequence: 1, proposedAt: null, startTime: '02:00 PM' });

      for (const address of [freelancer.user.email, client.user.email]) {
        const moved = (await mailsTo(outbox, address)).find((m) => m.subject.startsWith(`e-Consultation ${booking.reference} has moved to `));
        expect(moved).toBeDefined();
        const lines = unfoldIcs(moved!.attachments[0].content);
        expect(lines).toEqual(expect.arrayContaining([`UID:${booking.id}@khibra.example`, 'SEQUENCE:1', 'METHOD:REQUEST', `DTSTART:${inDays(7).replace(/-/g, '')}T140000Z`]));
      }
      // The old time is free again; the new one is taken.
      expect((await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(6), startTime: '10:00 AM', endTime: '11:00 AM' }))).statusCode).toBe(201);
      const taken = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(7), startTime: '03:00 PM', endTime: '04:00 PM' }));
      expect({ status: taken.statusCode, message: messageOf(taken) }).toEqual({ status: 409, message: econsultationMsg.slotTaken });
    });

    it('lets the consultant propose a new time too: the client is e-mailed and answers; a decline goes back to the consultant', async () => {
      const booking = await bookAt(inDays(24), '10:00 AM', '11:00 AM');
      expect(((await get(t, `/econsultancybooking/${booking.id}`, freelancer.token)).json() as One).data).toMatchObject({ canReschedule: true, canRespond: false });
      const res = await propose(freelancer.token, booking.id, { preferenceDate: inDays(25), startTime: '01:00 PM', endTime: '02:00 PM' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as One).data).toMatchObject({ canRespond: false, reschedule: { by: 'freelancer', startTime: '01:00 PM' } });
      const [mail] = (await mailsTo(outbox, client.user.email)).filter((m) => m.subject.includes(`proposes a new time for e-Consultation ${booking.reference}`));
      expect(mail.subject).toBe(`Hana Mansour proposes a new time for e-Consultation ${booking.reference}`);
      expect(mail.links).toContain(`https://khibra.example/econsultancy/booking/preview/${booking.id}?reschedule=respond`);
      expect(mail.text).toContain('The new time is kept for you for 48 hours.');
      // The consultant cannot answer their own proposal; the client can.
      expect((await respond(freelancer.token, booking.id, 'accept')).statusCode).toBe(403);
      expect(((await get(t, `/econsultancybooking/${booking.id}`, client.token)).json() as One).data).toMatchObject({ canRespond: true });
      const declined = await respond(client.token, booking.id, 'decline');
      expect(declined.statusCode).toBe(200);
      expect((declined.json() as One).data).toMatchObject({ reschedule: null, bookingDetails: { startTime: '10:00 AM' } });
      const [back] = (await mailsTo(outbox, freelancer.user.email)).filter((m) => m.subject === `The new time you proposed for e-Consultation ${booking.reference} was declined`);
      expect(back.text).toContain(`Omar Saleh could not accept the new time you proposed`);

      // Proposed again and accepted by the client: the booking moves for both.
      expect((await propose(freelancer.token, booking.id, { preferenceDate: inDays(25), startTime: '01:00 PM', endTime: '02:00 PM' })).statusCode).toBe(200);
      const accepted = await respond(client.token, booking.id, 'accept');
      expect((accepted.json() as One).data).toMatchObject({ reschedule: null, bookingDetails: { preferenceDate: inDays(25), startTime: '01:00 PM' } });
      const moved = (await mailsTo(outbox, freelancer.user.email)).find((m) => m.subject.startsWith(`e-Consultation ${booking.reference} has moved to `));
      expect(moved!.text).toContain('Omar Saleh accepted the new time');
    });

    it("writes the proposal e-mail in the recipient's zone, with the proposed length's fees beside the current ones", async () => {
      // A 30-minute booking at $40 an hour ($20) by a client in Dubai (UTC+4); the consultant's zone is UTC.
      const booking = await bookAt(inDays(26), '10:00 AM', '10:30 AM');
      expect(booking.totalFees).toBe('$20');
      expect((await propose(freelancer.token, booking.id, { preferenceDate: inDays(26), startTime: '01:00 PM', endTime: '02:00 PM' })).statusCode).toBe(200);
      const [toClient] = (await mailsTo(outbox, client.user.email)).filter((m) => m.subject.includes(`proposes a new time for e-Consultation ${booking.reference}`));
      expect(toClient.text).toContain(`Proposed time: ${formatWhen(new Date(`${inDays(26)}T13:00:00Z`), new Date(`${inDays(26)}T14:00:00Z`), 'Asia/Dubai')}`);
      expect(toClient.text).toMatch(/05:00\sPM – 06:00\sPM, Dubai \(United Arab Emirates\) time/);
      expect(toClient.text).toContain('New duration: 1 hr');
      expect(toClient.text).toContain('New total fees: $40 (now $20)');
      expect(toClient.text).toContain(`Current time: ${formatWhen(new Date(`${inDays(26)}T10:00:00Z`), new Date(`${inDays(26)}T10:30:00Z`), 'Asia/Dubai')}`);
      expect((await respond(client.token, booking.id, 'decline')).statusCode).toBe(200);

      // The client proposes the same length: the consultant reads it in UTC, fees unchanged.
      expect((await propose(client.token, booking.id, { preferenceDate: inDays(26), startTime: '03:00 PM', endTime: '03:30 PM' })).statusCode).toBe(200);
      const [toConsultant] = (await mailsTo(outbox, freelancer.user.email)).filter((m) => m.subject.includes(`proposes a new time for e-Consultation ${booking.reference}`));
      expect(toConsultant.text).toMatch(/03:00\sPM – 03:30\sPM, Universal Time$/m);
      expect(toConsultant.text).toContain('New total fees: $20 (unchanged)');
    });

    it('stamps an updated invitation (DTSTAMP) with the time the move was accepted, the first one with the time of booking', async () => {
      const before = Date.now();
      const booking = await bookAt(inDays(22), '10:00 AM', '11:00 AM');
      const after = Date.now();
      const stampOf = (ics: string) => {
        const value = unfoldIcs(ics).find((l) => l.startsWith('DTSTAMP:'))!.slice('DTSTAMP:'.length);
        return Date.parse(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      };
      const within = (stamp: number, from: number, to: number) => stamp >= Math.floor(from / 1000) * 1000 && stamp <= to;
      const [first] = (await mailsTo(outbox, client.user.email)).filter((m) => m.text.includes(booking.reference) && m.subject.endsWith(' is booked'));
      expect(within(stampOf(first.attachments[0].content), before, after)).toBe(true);

      expect((await propose(client.token, booking.id, { preferenceDate: inDays(23), startTime: '10:00 AM', endTime: '11:00 AM' })).statusCode).toBe(200);
      // The freelancer answers three hours later.
      shift = 3 * HOUR;
      const acceptedFrom = now().getTime();
      expect((await respond(freelancer.token, booking.id, 'accept')).statusCode).toBe(200);
      const acceptedTo = now().getTime();
      for (const address of [freelancer.user.email, client.user.email]) {
        const moved = (await mailsTo(outbox, address)).find((m) => m.subject.startsWith(`e-Consultation ${booking.reference} has moved to `))!;
        const ics = moved.attachments[0].content;
        expect(unfoldIcs(ics)).toEqual(expect.arrayContaining(['SEQUENCE:1', 'METHOD:REQUEST']));
        expect({ address, within: within(stampOf(ics), acceptedFrom, acceptedTo) }).toEqual({ address, within: true });
      }
      // The calendar file downloaded later carries the same stamp as the updated invitation.
      const download = await get(t, `/econsultancybooking/${booking.id}/calendar.ics`, client.token);
      expect(download.statusCode).toBe(200);
      expect(within(stampOf(download.body), acceptedFrom, acceptedTo)).toBe(true);
    });

    it('keeps the booking when the freelancer declines, and tells the client', async () => {
      const booking = await bookAt(inDays(9), '10:00 AM', '11:00 AM');
      expect((await propose(client.token, booking.id, { preferenceDate: inDays(9), startTime: '04:00 PM', endTime: '05:00 PM' })).statusCode).toBe(200);
      const declined = await respond(freelancer.token, booking.id, 'decline');
      expect(declined.statusCode).toBe(200);
      expect((declined.json() as One).data).toMatchObject({ reschedule: null, canRespond: false, bookingDetails: { startTime: '10:00 AM', startsAt: booking.bookingDetails.startsAt } });
      // The client may propose another time.
      expect(((await get(t, `/econsultancybooking/${booking.id}`, client.token)).json() as One).data).toMatchObject({ reschedule: null, canReschedule: true });
      expect(await subjects(client.user.email, new RegExp(`^The new time you proposed for e-Consultation ${booking.reference} was declined$`))).toHaveLength(1);
      const again = await respond(freelancer.token, booking.id, 'accept');
      expect({ status: again.statusCode, message: messageOf(again) }).toEqual({ status: 409, message: econsultationMsg.noProposal });
    });

    it('applies the booking rules to the new time: taken, outside the horizon, the same time, a missing field, after the notice', async () => {
      const first = await bookAt(inDays(11), '10:00 AM', '11:00 AM');
      const second = await bookAt(inDays(11), '01:00 PM', '02:00 PM');
      const cases: [unknown, number, string][] = [
        [{ preferenceDate: inDays(11), startTime: '01:30 PM', endTime: '02:30 PM' }, 409, econsultationMsg.slotTaken],
        [{ preferenceDate: inDays(11), startTime: '10:00 AM', endTime: '11:00 AM' }, 400, econsultationMsg.rescheduleSameTime],
        [{ preferenceDate: inDays(90), startTime: '10:00 AM', endTime: '11:00 AM' }, 400, econsultationMsg.tooFarAhead(60)],
        [{ preferenceDate: inDays(12), startTime: '', endTime: '11:00 AM' }, 400, msg.required('Start Time')],
        [{ preferenceDate: 'soon', startTime: '10:00 AM', endTime: '11:00 AM' }, 400, msg.required('Preference Date')],
        [{ preferenceDate: inDays(12), startTime: '11:00 AM', endTime: '10:00 AM' }, 400, econsultationMsg.endAfterStart],
      ];
      for (const [body, status, message] of cases) {
        const res = await propose(client.token, first.id, body);
        expect({ body, status: res.statusCode, message: messageOf(res) }).toEqual({ body, status, message });
        // A taken time answers with that day's free times (in the client's zone), the taken one not among them.
        if (status === 409) expect((res.json() as { slots: SlotsAnswer['slots'] }).slots.map((slot) => slot.startTime)).toEqual(expect.arrayContaining(['03:00 PM']));
        if (status === 409) expect((res.json() as { slots: SlotsAnswer['slots'] }).slots.map((slot) => slot.startTime)).not.toContain('01:30 PM');
      }
      // Moving into its own time (overlapping itself) is fine.
      expect((await propose(client.token, first.id, { preferenceDate: inDays(11), startTime: '10:30 AM', endTime: '11:30 AM' })).statusCode).toBe(200);
      // The proposed time is held for 48 hours: nobody books it, and the free times leave it out.
      expect((await propose(client.token, second.id, { preferenceDate: inDays(13), startTime: '09:00 AM', endTime: '10:00 AM' })).statusCode).toBe(200);
      const held = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(13), timezone: 'Asia/Dubai', startTime: '09:30 AM', endTime: '10:30 AM' }));
      expect({ status: held.statusCode, message: messageOf(held) }).toEqual({ status: 409, message: econsultationMsg.slotTaken });
      const free = (await get(t, `/unauth/freelancer/${freelancer.id}/slots?from=${inDays(13)}&to=${inDays(13)}&tz=UTC`)).json() as { data: SlotsAnswer };
      expect(free.data.slots.map((slot) => slot.startTime)).not.toContain('09:00 AM');
      expect(free.data.slots.map((slot) => slot.startTime)).toContain('10:00 AM');
      // Once the hold has lapsed, another booking may take the time; the acceptance then finds it taken.
      shift = 49 * HOUR;
      await bookAt(inDays(13), '09:30 AM', '10:30 AM');
      const clash = await respond(freelancer.token, second.id, 'accept');
      expect({ status: clash.statusCode, message: messageOf(clash) }).toEqual({ status: 409, message: econsultationMsg.slotTaken });
      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, second.id));
      expect(row).toMatchObject({ startTime: '01:00 PM', sequence: 0 });

      shift = 0;
      // Within the cancellation notice (24 h) nothing moves any more.
      const third = await bookAt(inDays(15), '10:00 AM', '11:00 AM');
      shift = Date.parse(third.bookingDetails.startsAt) - Date.now() - 23 * HOUR;
      expect(((await get(t, `/econsultancybooking/${third.id}`, client.token)).json() as One).data.canReschedule).toBe(false);
      const late = await propose(client.token, third.id, { preferenceDate: inDays(16), startTime: '10:00 AM', endTime: '11:00 AM' });
      expect({ status: late.statusCode, message: messageOf(late) }).toEqual({ status: 400, message: econsultationMsg.rescheduleTooLate(24) });
    });
  });

  describe('reminders', () => {
    const reminderJobs = (id: string) => t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'booking-reminder'), like(jobs.dedupeKey, `reminder:${id}:%`)));

    it('queues a reminder 24 hours and 1 hour before the start; two instances send each once to both sides, across a restart', async () => {
      const booking = await bookAt(inDays(3), '10:00 AM', '11:00 AM');
      const start = Date.parse(booking.bookingDetails.startsAt);
      expect((await reminderJobs(booking.id)).map((j) => j.runAt.getTime()).sort()).toEqual([start - 24 * HOUR, start - HOUR]);

      // Another instance on the same database (the server as `npm start` builds it, with this test's clock).
      const instance = (): Promise<FastifyInstance> => buildApp(t.config, t.database.driver === 'postgres' ? { now } : { database: t.database, now });
      let second = await instance();
      try {
        const drainBoth = () => Promise.all([t.app.jobs.drain(), second.jobs.drain(), t.app.jobs.drain(), second.jobs.drain()]);
        await drainBoth();
        expect(await reminders(client.user.email, booking)).toEqual([]);

        shift = start - 24 * HOUR + 60_000 - Date.now();
        await drainBoth();
        await drainBoth();
        for (const address of [freelancer.user.email, client.user.email]) expect(await reminders(address, booking)).toEqual([expect.stringMatching(/^Your e-Consultation with .* starts tomorrow: /)]);

        // The second instance restarts: the reminders are durable jobs in the database, and the one sent is not sent again.
        await second.close();
        second = await instance();
        shift = start - HOUR + 60_000 - Date.now();
        await drainBoth();
        for (const address of [freelancer.user.email, client.user.email]) {
          expect((await reminders(address, booking)).sort()).toEqual([expect.stringMatching(/^Your e-Consultation with .* starts in one hour: /), expect.stringMatching(/^Your e-Consultation with .* starts tomorrow: /)]);
        }
        const mail = (await mailsTo(outbox, client.user.email)).find((m) => /^Your e-Consultation with .* starts in one hour: /.test(m.subject))!;
        expect(mail.text).toContain(booking.reference);
        expect(mail.replyTo).toContain(freelancer.user.email);
        expect((await reminderJobs(booking.id)).map((j) => j.status)).toEqual(['done', 'done']);
      } finally {
        await second.close();
      }
    });

    it('sends nothing for a cancelled booking, and follows a moved one to its new time', async () => {
      const cancelled = await bookAt(inDays(4), '10:00 AM', '11:00 AM');
      expect((await post(t, `/econsultancybooking/${cancelled.id}/cancel`, {}, client.token)).statusCode).toBe(200);
      const moved = await bookAt(inDays(4), '02:00 PM', '03:00 PM');
      expect((await propose(client.token, moved.id, { preferenceDate: inDays(5), startTime: '02:00 PM', endTime: '03:00 PM' })).statusCode).toBe(200);
      expect((await respond(freelancer.token, moved.id, 'accept')).statusCode).toBe(200);
      expect(await reminderJobs(moved.id)).toHaveLength(4);

      // An hour before the old times: nothing (one is cancelled, the other moved a day later).
      shift = Date.parse(moved.bookingDetails.startsAt) - HOUR + 60_000 - Date.now();
      await t.app.jobs.drain();
      expect(await reminders(client.user.email, cancelled)).toEqual([]);
      expect(await reminders(client.user.email, moved)).toEqual([]);
      // An hour before the new time: the moved booking's reminders (the 24-hour one came due with the first drain, at its new time).
      shift = Date.parse(`${inDays(5)}T14:00:00Z`) - HOUR + 60_000 - Date.now();
      await t.app.jobs.drain();
      expect(await reminders(client.user.email, moved, /^Your e-Consultation with .* starts in one hour: /)).toHaveLength(1);
      expect(await reminders(client.user.email, cancelled)).toEqual([]);
    });

    it('drops a late reminder once a later one is due (after downtime): only "starts in one hour" is sent, never "starts tomorrow"', async () => {
      const booking = await bookAt(inDays(25), '10:00 AM', '11:00 AM');
      const start = Date.parse(booking.bookingDetails.startsAt);
      // The server was down at the 24-hour moment; it runs both due jobs 55 minutes before the start.
      shift = start - HOUR + 5 * 60_000 - Date.now();
      await t.app.jobs.drain();
      await t.app.jobs.drain();
      for (const address of [freelancer.user.email, client.user.email]) {
        expect({ address, sent: await reminders(address, booking) }).toEqual({ address, sent: [expect.stringMatching(/^Your e-Consultation with .* starts in one hour: /)] });
      }
      expect((await reminderJobs(booking.id)).map((j) => j.status)).toEqual(['done', 'done']);
    });

    it("sends the client's invitation and reminders also to the booking form's contact e-mail when it differs from the account's, and once when it is the same", async () => {
      const contact = 'karim.office@example.test';
      const bookWithContact = async (email: string, date: string): Promise<Booking> => {
        const payload = bookingPayload(freelancer.id, { preferenceDate: date, timezone: 'Asia/Dubai', startTime: '10:00 AM', endTime: '11:00 AM' });
        const res = await book(t, client.token, { ...payload, clientInformation: { ...payload.clientInformation, email } });
        expect(res.statusCode).toBe(201);
        return (res.json() as One).data;
      };
      const booking = await bookWithContact(` ${contact.toUpperCase()} `, inDays(27));
      const invitations = async (address: string, of: Booking) => (await mailsTo(outbox, address)).filter((m) => m.subject.endsWith(' is booked') && m.text.includes(of.reference));
      for (const address of [client.user.email, contact]) {
        const mails = await invitations(address, booking);
        expect({ address, count: mails.length }).toEqual({ address, count: 1 });
        expect(mails[0].attachments[0].contentType).toMatch(/method=REQUEST/);
      }
      // The freelancer's mail is unchanged: one, to the freelancer only.
      const toFreelancer = (await mailsTo(outbox, freelancer.user.email)).filter((m) => m.text.includes(booking.reference));
      expect(toFreelancer.map((m) => m.to.split(',').length)).toEqual([1]);
      expect((await mailsTo(outbox, contact)).filter((m) => / booked an e-Consultation with you /.test(m.subject))).toEqual([]);

      const start = Date.parse(booking.bookingDetails.startsAt);
      shift = start - 24 * HOUR + 60_000 - Date.now();
      await t.app.jobs.drain();
      shift = start - HOUR + 60_000 - Date.now();
      await t.app.jobs.drain();
      for (const address of [client.user.email, contact]) {
        expect({ address, sent: (await reminders(address, booking)).sort() }).toEqual({
          address,
          sent: [expect.stringMatching(/^Your e-Consultation with .* starts in one hour: /), expect.stringMatching(/^Your e-Consultation with .* starts tomorrow: /)],
        });
      }
      expect(await reminders(freelancer.user.email, booking)).toHaveLength(2);

      // The account's own address, in another case and with spaces: one recipient, one mail.
      shift = 0;
      const same = await bookWithContact(`  ${client.user.email.toUpperCase()} `, inDays(28));
      const [only, ...others] = await invitations(client.user.email, same);
      expect(others).toHaveLength(0);
      expect(only.to.split(',')).toHaveLength(1);
    });

    it('queues no reminder that would already be late: only the 1-hour one five hours ahead, none half an hour ahead', async () => {
      const start = Date.parse(`${inDays(20)}T10:00:00Z`);
      shift = start - 5 * HOUR - Date.now();
      const fiveHours = await bookAt(inDays(20), '10:00 AM', '11:00 AM');
      expect((await reminderJobs(fiveHours.id)).map((j) => j.dedupeKey)).toEqual([`reminder:${fiveHours.id}:0:1h`]);
      shift = start + 2 * HOUR - 30 * 60_000 - Date.now();
      const halfHour = await bookAt(inDays(20), '12:00 PM', '01:00 PM');
      expect(await reminderJobs(halfHour.id)).toEqual([]);
    });
  });
});
