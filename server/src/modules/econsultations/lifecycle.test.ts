import { eq } from 'drizzle-orm';
import { WEEKDAYS } from '@contracts/reference';
import type { Booking, BookingsList, EConsultancyInfo } from '@contracts/econsultation/types';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { econsultationBookings } from '../../db/schema/econsultations';
import { withMailingTestApp, type TestApp } from '../../test/app';
import { book, bookingCount, bookingPayload, createEConsultant, messageOf, saveSettings, settingsPayload } from '../../test/econsultations';
import { createMember, get, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { unfoldIcs } from './ics';

type One = { data: Booking };
const API = '/api/v1.0';
const DAY = 86_400_000;

/** The UTC calendar date `days` from today. */
const inDays = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Every day, all day, in UTC: any future time of any date is inside the window. */
const ALL_WEEK = WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' }));

describe('booking lifecycle: cancel, notice, horizon and buffer', () => {
  let t: TestApp;
  let outbox: string;
  withMailingTestApp({ PUBLIC_URL: 'https://khibra.example' }, (made) => ({ t, outbox } = made));

  const cancel = (token: string, id: string, reason?: string) =>
    t.app.inject({ method: 'POST', url: `${API}/econsultancybooking/${id}/cancel`, headers: { authorization: token }, payload: reason === undefined ? {} : { reason } });

  describe('cancelling', () => {
    let freelancer: Member & { id: string };
    let client: Member;
    let stranger: Member;
    beforeAll(async () => {
      // A week's notice to cancel; no minimum notice to book.
      freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, cancellationNoticeHours: 168, minNoticeHours: 0 }, { firstName: 'Hana', lastName: 'Mansour' });
      client = await createMember(t, { firstName: 'Karim' });
      stranger = await createMember(t);
    });

    it('lets the client cancel before the notice: both see it cancelled (by whom, when, why) and both get an .ics CANCEL of the same UID with a higher SEQUENCE', async () => {
      const created = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(10), timezone: 'Asia/Dubai', startTime: '10:00 AM', endTime: '11:00 AM' }));
      expect(created.statusCode).toBe(201);
      const booking = (created.json() as One).data;
      expect(booking).toMatchObject({ status: 'confirmed', cancellation: null, canCancel: true });
      expect(booking.cancellableUntil).toBe(new Date(Date.parse(booking.bookingDetails.startsAt) - 168 * 3_600_000).toISOString());

      expect((await cancel(stranger.token, booking.id)).statusCode).toBe(403);
      const res = await cancel(client.token, booking.id, '  Our workshop moved.  ');
      expect(res.statusCode).toBe(200);
      const cancelled = (res.json() as One).data;
      expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false, cancellation: { by: 'booker', reason: 'Our workshop moved.' } });

      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, booking.id));
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: client.user.id, cancelReason: 'Our workshop moved.', sequence: 1 });
      expect(row.cancelledAt).toBeInstanceOf(Date);

      const seenByFreelancer = (await get(t, `/econsultancybooking/${booking.id}`, freelancer.token)).json() as One;
      expect(seenByFreelancer.data).toMatchObject({ status: 'cancelled', cancellation: { by: 'booker', reason: 'Our workshop moved.' } });
      const list = (await get(t, '/econsultancybooking/all/id', freelancer.token)).json() as { data: BookingsList };
      expect(list.data.econsultancyBookings.find((b) => b.id === booking.id)?.status).toBe('cancelled');

      // Again: refused, nothing sent twice.
      const again = await cancel(freelancer.token, booking.id);
      expect({ status: again.statusCode, message: messageOf(again) }).toEqual({ status: 409, message: econsultationMsg.alreadyCancelled });

      for (const address of [freelancer.user.email, client.user.email]) {
        const mails = await mailsTo(outbox, address);
        const invitation = mails.find((m) => m.attachments[0]?.contentType.includes('method=REQUEST'));
        const cancellations = mails.filter((m) => m.attachments[0]?.contentType.includes('method=CANCEL'));
        expect(cancellations).toHaveLength(1);
        expect(cancellations[0].subject).toMatch(/^The e-Consultation set for \w+day, .* was cancelled$/);
        // The client cancelled: told in the second person; the freelancer is told who did it.
        expect(cancellations[0].text).toContain(address === client.user.email ? 'You cancelled the e-consultation with Hana Mansour.' : 'Omar Saleh cancelled the e-consultation with you.');
        expect(cancellations[0].text).toContain('Reason: Our workshop moved.');
        const first = unfoldIcs(invitation!.attachments[0].content);
        const lines = unfoldIcs(cancellations[0].attachments[0].content);
        const uid = first.find((l) => l.startsWith('UID:'));
        expect(uid).toBe(`UID:${booking.id}@khibra.example`);
        expect(lines).toContain(uid);
        expect(first).toContain('SEQUENCE:0');
        expect(lines).toContain('SEQUENCE:1');
        expect(lines).toContain('METHOD:CANCEL');
        expect(lines).toContain('STATUS:CANCELLED');
        expect(lines.find((l) => l.startsWith('DTSTART:'))).toBe(first.find((l) => l.startsWith('DTSTART:')));
      }
    });

    it('serves the booking as an .ics download to its two parties only: REQUEST while confirmed, CANCEL with the raised SEQUENCE once cancelled', async () => {
      const created = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(18), startTime: '10:00 AM', endTime: '11:00 AM' }))).json() as One;
      const download = (token: string) => t.app.inject({ method: 'GET', url: `${API}/econsultancybooking/${created.data.id}/calendar.ics`, headers: { authorization: token } });
      const before = await download(client.token);
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toMatch(/^text\/calendar/);
      expect(before.headers['content-disposition']).toBe('attachment; filename="e-consultation.ics"');
      const lines = unfoldIcs(before.body);
      expect(lines).toEqual(expect.arrayContaining([`UID:${created.data.id}@khibra.example`, 'METHOD:REQUEST', 'SEQUENCE:0', `DTSTART:${inDays(18).replace(/-/g, '')}T100000Z`]));
      expect((await download(stranger.token)).statusCode).toBe(403);
      await cancel(freelancer.token, created.data.id);
      const after = unfoldIcs((await download(client.token)).body);
      expect(after).toEqual(expect.arrayContaining([`UID:${created.data.id}@khibra.example`, 'METHOD:CANCEL', 'SEQUENCE:1', 'STATUS:CANCELLED']));
    });

    it('frees the cancelled time: the same slot can be booked again, and an overlap with a live booking is still refused', async () => {
      const date = inDays(12);
      const first = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '02:00 PM', endTime: '03:00 PM' }))).json() as One;
      const taken = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '02:30 PM', endTime: '03:30 PM' }));
      expect(taken.statusCode).toBe(409);
      expect((await cancel(freelancer.token, first.data.id, '')).statusCode).toBe(200);
      const info = (await get(t, `/freelancer/econsultancy/${freelancer.id}`, client.token)).json() as { data: { data: EConsultancyInfo } };
      expect(info.data.data.booked.some((b) => b.start === first.data.bookingDetails.startsAt)).toBe(false);
      const again = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '02:30 PM', endTime: '03:30 PM' }));
      expect(again.statusCode).toBe(201);
      const overlap = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '03:00 PM', endTime: '04:00 PM' }));
      expect({ status: overlap.statusCode, message: messageOf(overlap) }).toEqual({ status: 409, message: econsultationMsg.slotTaken });
    });

    it('refuses the client cancelling within the notice, with a clear message', async () => {
      const created = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(2), startTime: '10:00 AM', endTime: '11:00 AM' }))).json() as One;
      expect(created.data).toMatchObject({ status: 'confirmed', canCancel: false, cancelIsEmergency: false });
      const res = await cancel(client.token, created.data.id);
      expect({ status: res.statusCode, message: messageOf(res) }).toEqual({ status: 400, message: econsultationMsg.cancelTooLate(168) });
      expect(econsultationMsg.cancelTooLate(168)).toBe('This booking can no longer be cancelled: cancellations close 168 hours before the start.');
      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, created.data.id));
      expect(row.status).toBe('confirmed');
    });

    it('lets the freelancer cancel within the notice as an emergency only, with a reason; both are told it was one; not once it has started', async () => {
      const created = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(2), startTime: '02:00 PM', endTime: '03:00 PM' }))).json() as One;
      const seen = (await get(t, `/econsultancybooking/${created.data.id}`, freelancer.token)).json() as One;
      expect(seen.data).toMatchObject({ status: 'confirmed', canCancel: true, cancelIsEmergency: true });

      const silent = await cancel(freelancer.token, created.data.id, '  ');
      expect({ status: silent.statusCode, message: messageOf(silent) }).toEqual({ status: 400, message: econsultationMsg.emergencyReasonRequired });
      const [kept] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, created.data.id));
      expect(kept.status).toBe('confirmed');

      const res = await cancel(freelancer.token, created.data.id, 'I am in hospital.');
      expect(res.statusCode).toBe(200);
      expect((res.json() as One).data).toMatchObject({ status: 'cancelled', canCancel: false, cancelIsEmergency: false, cancellation: { by: 'freelancer', reason: 'I am in hospital.', emergency: true } });
      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, created.data.id));
      expect(row).toMatchObject({ status: 'cancelled', cancelledEmergency: true, cancelReason: 'I am in hospital.' });
      expect(((await get(t, `/econsultancybooking/${created.data.id}`, client.token)).json() as One).data.cancellation).toMatchObject({ by: 'freelancer', emergency: true });
      for (const email of [client.user.email, freelancer.user.email]) {
        const [mail] = (await mailsTo(outbox, email)).filter((m) => m.subject.includes('was cancelled') && m.text.includes('I am in hospital.'));
        expect(mail.text).toContain('An emergency cancellation: the consultant cancelled within the cancellation notice.');
      }

      // Once the session has started, nobody cancels it.
      const started = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(3), startTime: '10:00 AM', endTime: '11:00 AM' }))).json() as One;
      await t.database.db
        .update(econsultationBookings)
        .set({ startsAt: new Date(Date.now() - 600_000), endsAt: new Date(Date.now() + 3_000_000) })
        .where(eq(econsultationBookings.id, started.data.id));
      expect(((await get(t, `/econsultancybooking/${started.data.id}`, freelancer.token)).json() as One).data).toMatchObject({ status: 'confirmed', canCancel: false, cancelIsEmergency: false });
      const late = await cancel(freelancer.token, started.data.id, 'Too late.');
      expect({ status: late.statusCode, message: messageOf(late) }).toEqual({ status: 400, message: econsultationMsg.cancelTooLate(168) });
    });

    it('lets the freelancer cancel too, and refuses a reason over 500 characters', async () => {
      const created = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(14), startTime: '10:00 AM', endTime: '11:00 AM' }))).json() as One;
      const long = await cancel(freelancer.token, created.data.id, 'x'.repeat(501));
      expect({ status: long.statusCode, message: messageOf(long) }).toEqual({ status: 400, message: econsultationMsg.cancelReasonTooLong });
      const res = await cancel(freelancer.token, created.data.id);
      expect((res.json() as One).data).toMatchObject({ status: 'cancelled', cancellation: { by: 'freelancer', reason: '', emergency: false } });
      const seenByClient = (await get(t, `/econsultancybooking/${created.data.id}`, client.token)).json() as One;
      expect(seenByClient.data.cancellation?.by).toBe('freelancer');
    });

    it('reads a booking whose end has passed as completed, which cannot be cancelled', async () => {
      const created = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(16), startTime: '10:00 AM', endTime: '11:00 AM' }))).json() as One;
      await t.database.db
        .update(econsultationBookings)
        .set({ startsAt: new Date(Date.now() - 3 * 3_600_000), endsAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(econsultationBookings.id, created.data.id));
      const read = (await get(t, `/econsultancybooking/${created.data.id}`, client.token)).json() as One;
      expect(read.data).toMatchObject({ status: 'completed', canCancel: false });
      const res = await cancel(client.token, created.data.id);
      expect({ status: res.statusCode, message: messageOf(res) }).toEqual({ status: 400, message: econsultationMsg.alreadyCompleted });
    });
  });

  describe('minimum notice, horizon and buffer', () => {
    let client: Member;
    beforeAll(async () => {
      client = await createMember(t);
    });

    it('uses the defaults (12 h notice, 60 days ahead, 24 h cancellation, no buffer) for settings saved without them', async () => {
      const freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK });
      const info = (await get(t, '/freelancer/econsultancy', freelancer.token)).json() as { data: { data: EConsultancyInfo } };
      expect(info.data.data.settings).toMatchObject({ minNoticeHours: 12, horizonDays: 60, cancellationNoticeHours: 24, bufferMinutes: 0 });
    });

    it('refuses a start sooner than the minimum notice, before spending the robot proof', async () => {
      const freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, minNoticeHours: 72 });
      const proof = await t.app.robot.issueProof();
      const soon = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(2), startTime: '10:00 AM', endTime: '11:00 AM' }), proof);
      expect({ status: soon.statusCode, message: messageOf(soon) }).toEqual({ status: 400, message: econsultationMsg.tooSoon(72) });
      const later = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(5), startTime: '10:00 AM', endTime: '11:00 AM' }), proof);
      expect(later.statusCode).toBe(201);
    });

    it('refuses a date past the horizon', async () => {
      const freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, horizonDays: 30, minNoticeHours: 0 });
      const far = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(31), startTime: '10:00 AM', endTime: '11:00 AM' }));
      expect({ status: far.statusCode, message: messageOf(far) }).toEqual({ status: 400, message: econsultationMsg.tooFarAhead(30) });
      expect((await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: inDays(30), startTime: '10:00 AM', endTime: '11:00 AM' }))).statusCode).toBe(201);
      expect(await bookingCount(t, freelancer.id)).toBe(1);
    });

    it('keeps the buffer free around each session; sessions further apart are fine', async () => {
      const freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, bufferMinutes: 30, minNoticeHours: 0 });
      const date = inDays(3);
      expect((await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '10:00 AM', endTime: '11:00 AM' }))).statusCode).toBe(201);
      for (const [startTime, endTime] of [
        ['11:00 AM', '12:00 PM'],
        ['09:00 AM', '10:00 AM'],
      ]) {
        const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime, endTime }));
        expect({ status: res.statusCode, message: messageOf(res) }).toEqual({ status: 409, message: econsultationMsg.tooClose(30) });
      }
      expect((await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '11:30 AM', endTime: '12:00 PM' }))).statusCode).toBe(201);
      expect((await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '08:30 AM', endTime: '09:30 AM' }))).statusCode).toBe(201);
    });

    it('answers a taken time before spending the robot proof, so the retry at another time books with the same proof', async () => {
      const freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, minNoticeHours: 0 });
      const other = await createMember(t);
      const date = inDays(4);
      expect((await book(t, other.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '10:00 AM', endTime: '11:00 AM' }))).statusCode).toBe(201);
      const proof = await t.app.robot.issueProof();
      const taken = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '10:30 AM', endTime: '11:30 AM' }), proof);
      expect({ status: taken.statusCode, message: messageOf(taken), code: (taken.json() as { errors: { error: string } }).errors.error }).toEqual({
        status: 409,
        message: econsultationMsg.slotTaken,
        code: 'slotTaken',
      });
      const retry = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '11:00 AM', endTime: '12:00 PM' }), proof);
      expect(retry.statusCode).toBe(201);
      expect(await bookingCount(t, freelancer.id)).toBe(2);
    });

    it('refuses settings out of range', async () => {
      const freelancer = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK });
      for (const [over, message] of [
        [{ bufferMinutes: 20 }, econsultationMsg.invalidBuffer],
        [{ minNoticeHours: -1 }, econsultationMsg.invalidMinNotice],
        [{ horizonDays: 0 }, econsultationMsg.invalidHorizon],
        [{ cancellationNoticeHours: 1.5 }, econsultationMsg.invalidCancellationNotice],
      ] as const) {
        const res = await saveSettings(t, freelancer.token, settingsPayload({ timezone: 'UTC', availability: ALL_WEEK, ...over }));
        expect({ status: res.statusCode, message: messageOf(res) }).toEqual({ status: 400, message });
      }
    });
  });
});
