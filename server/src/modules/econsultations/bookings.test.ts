import { eq } from 'drizzle-orm';
import { BOOKINGS_PAGE_SIZE, type Booking, type BookingsList, type EConsultancyInfo } from '@contracts/econsultation/types';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { freelancerMsg } from '@contracts/freelancer';
import { msg } from '@contracts/messages';
import { econsultationBookings } from '../../db/schema/econsultations';
import { withMailingTestApp, type TestApp } from '../../test/app';
import { book, bookingCount, bookingPayload, createEConsultant, messageOf, nextDate, nextSpringForwardSunday, saveSettings, settingsPayload } from '../../test/econsultations';
import { API, createFreelancer, createMember, get, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { unfoldIcs } from './ics';

type Created = { data: Booking };

describe('e-consultation bookings', () => {
  let t: TestApp;
  let outbox: string;
  withMailingTestApp({ PUBLIC_URL: 'https://khibra.example' }, (made) => ({ t, outbox } = made));

  describe('the booking form rules (see docs/reference.md#validation), in their order', () => {
    let freelancer: Member & { id: string };
    let client: Member;
    beforeAll(async () => {
      freelancer = await createEConsultant(t);
      client = await createMember(t);
    });

    it('answers the first failing rule: required fields, minimum lengths, e-mail, robot check, date, accept', async () => {
      const date = nextDate('Sunday');
      const yesterday = new Date(Date.parse(`${todayIn('Asia/Dubai')}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const proof = await t.app.robot.issueProof();
      const send = (payload: object, withProof: string | null = proof) => book(t, client.token, { freelancer: freelancer.id, totalFees: '$40', ...payload }, withProof);
      const info = (over: object = {}) => ({ name: 'Om', organization: '', email: '', phone: '', requirements: '', ...over });
      const details = (over: object = {}) => ({ preferenceDate: '', timezone: '', startTime: '', endTime: '', proposeAlternateDate: '', ...over });
      const full = { preferenceDate: date, timezone: 'Africa/Cairo', startTime: '10:00 AM', endTime: '11:00 AM' };

      const steps: [object, string | null, string][] = [
        [{}, null, msg.required('Name')],
        [{ clientInformation: info({ name: '' }), bookingDetails: details(), isAccept: false }, null, msg.required('Name')],
        [{ clientInformation: info(), bookingDetails: details(), isAccept: false }, null, msg.required('Email')],
        [{ clientInformation: info({ email: 'ab' }), bookingDetails: details(), isAccept: false }, null, msg.required('Requirements')],
        [{ clientInformation: info({ email: 'ab', requirements: 'abc' }), bookingDetails: details(), isAccept: false }, null, msg.required('Preference Date')],
        [{ clientInformation: info({ email: 'ab', requirements: 'abc' }), bookingDetails: details({ preferenceDate: date }), isAccept: false }, null, msg.required('Timezone')],
        [{ clientInformation: info({ email: 'ab', requirements: 'abc' }), bookingDetails: details({ preferenceDate: date, timezone: 'Africa/Cairo' }), isAccept: false }, null, msg.required('Start Time')],
        [{ clientInformation: info({ email: 'ab', requirements: 'abc' }), bookingDetails: details({ ...full, endTime: '' }), isAccept: false }, null, msg.required('End Time')],
        [{ clientInformation: info({ email: 'ab', requirements: 'abc' }), bookingDetails: details(full), isAccept: false }, null, msg.minLength('Name', 3)],
        [{ clientInformation: info({ name: 'Omar', email: 'ab', requirements: 'abc' }), bookingDetails: details(full), isAccept: false }, null, msg.minLength('Email', 3)],
        [{ clientInformation: info({ name: 'Omar', email: 'omar@', requirements: 'abc' }), bookingDetails: details(full), isAccept: false }, null, msg.minLength('Requirements', 4)],
        [{ clientInformation: info({ name: 'Omar', email: 'omar@', requirements: 'abcd' }), bookingDetails: details({ ...full, preferenceDate: yesterday }), isAccept: false }, null, msg.invalidEmail],
        [{ clientInformation: info({ name: 'Omar', email: 'omar@example.test', requirements: 'abcd' }), bookingDetails: details({ ...full, preferenceDate: yesterday }), isAccept: false }, null, msg.robot],
        [{ clientInformation: info({ name: 'Omar', email: 'omar@example.test', requirements: 'abcd' }), bookingDetails: details({ ...full, preferenceDate: yesterday }), isAccept: false }, 'forged', msg.robot],
        [{ clientInformation: info({ name: 'Omar', email: 'omar@example.test', requirements: 'abcd' }), bookingDetails: details({ ...full, preferenceDate: yesterday }), isAccept: false }, proof, econsultationMsg.dateInPast],
        [{ clientInformation: info({ name: 'Omar', email: 'omar@example.test', requirements: 'abcd' }), bookingDetails: details(full), isAccept: false }, proof, econsultationMsg.acceptRequired],
        [{ clientInformation: info({ name: 'Omar', email: 'omar@example.test', requirements: 'abcd' }), bookingDetails: details(full) }, proof, econsultationMsg.acceptRequired],
      ];
      for (const [payload, withProof, message] of steps) {
        const res = await send(payload, withProof);
        expect({ status: res.statusCode, message: messageOf(res) }).toEqual({ status: 400, message });
      }
      expect(await bookingCount(t, freelancer.id)).toBe(0);

      // None of the refusals spent the proof: it books now, once.
      const ok = await send({ clientInformation: info({ name: 'Omar', email: 'omar@example.test', requirements: 'abcd' }), bookingDetails: details(full), isAccept: true }, proof);
      expect(ok.statusCode).toBe(201);
      const again = await send({ clientInformation: info({ name: 'Omar', email: 'omar@example.test', requirements: 'abcd' }), bookingDetails: details({ ...full, startTime: '01:00 PM', endTime: '02:00 PM' }), isAccept: true }, proof);
      expect(messageOf(again)).toBe(msg.robot);
      expect(await bookingCount(t, freelancer.id)).toBe(1);
    });

    it('takes only the JSON boolean true as the acceptance ("true", 1, "1" and "yes" are refused) and stores it with the booking', async () => {
      const date = nextDate('Monday');
      const count = await bookingCount(t, freelancer.id);
      for (const isAccept of ['true', 1, '1', 'yes']) {
        const res = await book(t, client.token, { ...bookingPayload(freelancer.id, { preferenceDate: date }), isAccept });
        expect({ isAccept, status: res.statusCode, message: messageOf(res), code: (res.json() as { errors?: { error: string } }).errors?.error }).toEqual({
          isAccept,
          status: 400,
          message: econsultationMsg.acceptRequired,
          code: 'validation',
        });
      }
      expect(await bookingCount(t, freelancer.id)).toBe(count);
      const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, (res.json() as Created).data.id));
      expect(row.isAccept).toBe(true);
    });

    it('refuses booking oneself', async () => {
      const res = await book(t, freelancer.token, bookingPayload(freelancer.id));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('You cannot book yourself for e-Consultation.');
    });

    it('refuses a freelancer who is not an E-Consultant (no settings, or the role removed)', async () => {
      const plain = await createFreelancer(t);
      const res = await book(t, client.token, bookingPayload(plain.id));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(econsultationMsg.notEConsultant);

      const former = await createEConsultant(t);
      expect((await saveSettings(t, former.token, settingsPayload(), ['Trainer'])).statusCode).toBe(200);
      expect(messageOf(await book(t, client.token, bookingPayload(former.id)))).toBe(econsultationMsg.notEConsultant);
    });

    it('refuses an unknown freelancer and visitors', async () => {
      const res = await book(t, client.token, bookingPayload('00000000-0000-4000-8000-000000000000'));
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(freelancerMsg.notFound);
      expect((await book(t, '', bookingPayload(freelancer.id))).statusCode).toBe(401);
    });

    it("refuses a day without a window: 'Freelancer is not available on the selected day.'", async () => {
      const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: nextDate('Friday') }));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('Freelancer is not available on the selected day.');
    });

    it.each([
      ['starting before the window', '09:00 AM', '10:00 AM', econsultationMsg.outsideWindow],
      ['ending after the window', '05:30 PM', '06:30 PM', econsultationMsg.outsideWindow],
      ['ending before it starts', '11:00 AM', '10:00 AM', econsultationMsg.endAfterStart],
      ['ending when it starts', '11:00 AM', '11:00 AM', econsultationMsg.endAfterStart],
      ['off the half-hour grid', '10:15 AM', '11:00 AM', econsultationMsg.invalidTimeSlot],
    ])('refuses times %s', async (_name, startTime, endTime, message) => {
      const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: nextDate('Monday'), startTime, endTime }));
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(message);
    });

    it('accepts the window edge to edge', async () => {
      const date = nextDate('Tuesday');
      const first = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '09:30 AM', endTime: '11:30 AM' }));
      expect(first.statusCode).toBe(201);
      expect((first.json() as Created).data.totalFees).toBe('$80');
      expect((await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime: '04:00 PM', endTime: '06:00 PM' }))).statusCode).toBe(201);
    });

    it.each([
      ['45 minutes, ending on a quarter hour', '10:00 AM', '10:45 AM', 201, '$30'],
      ['150 minutes, not a length on offer', '10:00 AM', '12:30 PM', 400, econsultationMsg.lengthNotOffered],
      ['an end off the quarter hours', '10:00 AM', '10:50 AM', 400, econsultationMsg.invalidTimeSlot],
    ])('books only the lengths on offer: %s', async (_name, startTime, endTime, status, expected) => {
      const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: nextDate('Wednesday'), startTime, endTime }));
      expect(res.statusCode).toBe(status);
      if (status === 201) expect((res.json() as Created).data.totalFees).toBe(expected);
      else expect(messageOf(res)).toBe(expected);
    });
  });

  describe('one freelancer, one meeting at a time', () => {
    it('lets exactly one of twenty simultaneous requests for the same slot through', async () => {
      const freelancer = await createEConsultant(t);
      const clients = await Promise.all(Array.from({ length: 20 }, () => createMember(t)));
      const proofs = await Promise.all(clients.map(() => t.app.robot.issueProof()));
      const payload = bookingPayload(freelancer.id, { preferenceDate: nextDate('Wednesday'), startTime: '02:00 PM', endTime: '03:00 PM' });
      const answers = await Promise.all(clients.map((c, i) => book(t, c.token, payload, proofs[i])));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const res of answers.filter((r) => r.statusCode === 409)) expect(messageOf(res)).toBe(econsultationMsg.slotTaken);
      expect(await bookingCount(t, freelancer.id)).toBe(1);
    });

    it('refuses overlapping but different slots and allows adjacent ones', async () => {
      const freelancer = await createEConsultant(t);
      const client = await createMember(t);
      const date = nextDate('Thursday');
      const at = (startTime: string, endTime: string) => book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: date, startTime, endTime }));
      expect((await at('10:00 AM', '11:00 AM')).statusCode).toBe(201);
      for (const [start, end] of [
        ['10:30 AM', '11:30 AM'],
        ['09:30 AM', '10:30 AM'],
        ['09:30 AM', '11:30 AM'],
        ['10:00 AM', '10:30 AM'],
      ]) {
        const res = await at(start, end);
        expect({ start, status: res.statusCode, message: messageOf(res) }).toEqual({ start, status: 409, message: econsultationMsg.slotTaken });
      }
      expect((await at('11:00 AM', '12:00 PM')).statusCode).toBe(201);
      expect((await at('09:30 AM', '10:00 AM')).statusCode).toBe(201);
      expect(await bookingCount(t, freelancer.id)).toBe(3);
      // Another freelancer's calendar is separate.
      const other = await createEConsultant(t);
      expect((await book(t, client.token, bookingPayload(other.id, { preferenceDate: date, startTime: '10:00 AM', endTime: '11:00 AM' }))).statusCode).toBe(201);
      // The booked intervals show on the availability read.
      const info = ((await get(t, `/freelancer/econsultancy/${freelancer.id}`, client.token)).json() as { data: { data: EConsultancyInfo } }).data.data;
      expect(info.booked).toHaveLength(3);
    });
  });

  describe('fees, instants and e-mails', () => {
    it('computes the fees itself, whatever the client sent', async () => {
      const freelancer = await createEConsultant(t, { hourlyRate: '$40' });
      const client = await createMember(t);
      const res = await book(t, client.token, { ...bookingPayload(freelancer.id, { startTime: '10:00 AM', endTime: '11:30 AM' }), totalFees: '$1' });
      expect(res.statusCode).toBe(201);
      const created = (res.json() as Created).data;
      expect(created.totalFees).toBe('$60');
      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, created.id));
      expect(row.totalFees).toBe('$60');
      expect(row.hourlyRate).toBe('$40');

      const negotiable = await createEConsultant(t, { hourlyRate: 'Negotiable' });
      const nil = await book(t, client.token, { ...bookingPayload(negotiable.id), totalFees: '$500' });
      expect((nil.json() as Created).data.totalFees).toBe('NIL');
    });

    it('refuses a time the clocks skip without spending the proof, and bills a booking across the change by its real length', async () => {
      const sunday = nextSpringForwardSunday();
      const freelancer = await createEConsultant(t, { timezone: 'Europe/London', hourlyRate: '$40', horizonDays: 365, availability: [{ day: 'Sunday', from: '12:00 AM', to: '06:00 PM' }] });
      const client = await createMember(t);
      const proof = await t.app.robot.issueProof();
      for (const [startTime, endTime] of [
        ['01:00 AM', '02:30 AM'],
        ['01:30 AM', '02:00 AM'],
        ['12:00 AM', '01:00 AM'],
      ]) {
        const refused = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: sunday, startTime, endTime }), proof);
        expect({ status: refused.statusCode, message: messageOf(refused) }).toEqual({ status: 400, message: econsultationMsg.timeDoesNotExist });
      }
      expect(await bookingCount(t, freelancer.id)).toBe(0);
      // 12:30 AM GMT to 02:00 AM BST: 30 real minutes, billed as such, with the same proof.
      const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: sunday, startTime: '12:30 AM', endTime: '02:00 AM' }), proof);
      expect(res.statusCode).toBe(201);
      const created = (res.json() as Created).data;
      expect(created.bookingDetails).toMatchObject({ startsAt: `${sunday}T00:30:00.000Z`, endsAt: `${sunday}T01:00:00.000Z` });
      expect(created.durationMinutes).toBe(30);
      expect(created.totalFees).toBe('$20');
      const [row] = await t.database.db.select().from(econsultationBookings).where(eq(econsultationBookings.id, created.id));
      expect(row.totalFees).toBe('$20');
    });

    it("stores the absolute instants of the freelancer's wall-clock times across a daylight-saving change, and e-mails both sides an .ics at those instants", async () => {
      const sunday = nextSpringForwardSunday();
      const saturday = new Date(Date.parse(`${sunday}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const freelancer = await createEConsultant(
        t,
        {
          timezone: 'Europe/London',
          horizonDays: 365,
          availability: [
            { day: 'Saturday', from: '09:30 AM', to: '06:00 PM' },
            { day: 'Sunday', from: '09:30 AM', to: '06:00 PM' },
          ],
          WelcomeMessage: '',
          sendConferenceInfo: true,
          ConferencePlatform: 'Zoom',
          ConferenceLink: 'https://zoom.us/j/5551234',
        },
        { firstName: 'Hana', lastName: 'Mansour' },
      );
      const client = await createMember(t, { firstName: 'Karim' });
      const res = await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: sunday, timezone: 'Asia/Dubai', startTime: '10:00 AM', endTime: '11:00 AM' }));
      expect(res.statusCode).toBe(201);
      const created = (res.json() as Created).data;
      expect(created.bookingDetails).toMatchObject({
        preferenceDate: sunday,
        timezone: 'Asia/Dubai',
        freelancerTimezone: 'Europe/London',
        startTime: '10:00 AM',
        endTime: '11:00 AM',
        startsAt: `${sunday}T09:00:00.000Z`,
        endsAt: `${sunday}T10:00:00.000Z`,
      });
      expect(created.durationMinutes).toBe(60);
      const before = (await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: saturday, timezone: 'Asia/Dubai', startTime: '10:00 AM', endTime: '11:00 AM' }))).json() as Created;
      expect(before.data.bookingDetails.startsAt).toBe(`${saturday}T10:00:00.000Z`);

      const compact = sunday.replace(/-/g, '');
      // The Sunday booking's mails (the Saturday one's may be delivered first).
      const ofSunday = async (address: string) => (await mailsTo(outbox, address)).find((mail) => mail.attachments[0]?.content.includes(`UID:${created.id}@`))!;
      const toFreelancer = await ofSunday(freelancer.user.email);
      const toClient = await ofSunday(client.user.email);
      for (const mail of [toFreelancer, toClient]) {
        expect(mail.attachments).toHaveLength(1);
        const [ics] = mail.attachments;
        expect(ics.filename).toBe('e-consultation.ics');
        expect(ics.contentType).toMatch(/^text\/calendar/);
        expect(ics.contentType).toMatch(/method=REQUEST/);
        expect(ics.content.endsWith('\r\n')).toBe(true);
        expect(ics.content.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
        for (const line of ics.content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        const lines = unfoldIcs(ics.content);
        expect(lines).toEqual(
          expect.arrayContaining([
            'BEGIN:VCALENDAR',
            'VERSION:2.0',
            'METHOD:REQUEST',
            'BEGIN:VEVENT',
            `UID:${created.id}@khibra.example`,
            `DTSTART:${compact}T090000Z`,
            `DTEND:${compact}T100000Z`,
            'LOCATION:https://zoom.us/j/5551234',
            'END:VEVENT',
            'END:VCALENDAR',
          ]),
        );
        expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
        expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:e-Consultation: Omar Saleh with Hana Mansour');
        // The freelancer organizes (calendar replies reach them); both are attendees.
        expect(lines.find((l) => l.startsWith('ORGANIZER'))).toBe(`ORGANIZER;CN="Hana Mansour":mailto:${freelancer.user.email}`);
        expect(lines.filter((l) => l.startsWith('ATTENDEE')).map((l) => l.split(':mailto:')[1])).toEqual([freelancer.user.email, client.user.email]);
      }

      // The freelancer: the booking and the client's details.
      expect(toFreelancer.replyTo).toBe('omar.saleh@example.test');
      expect(toFreelancer.text).toContain('Omar Saleh booked an e-consultation with you');
      expect(toFreelancer.subject).toMatch(/^Omar Saleh booked an e-Consultation with you for .*, 10:00 AM – 11:00 AM, London \(United Kingdom\) time$/);
      expect(toFreelancer.text).toContain('10:00 AM – 11:00 AM, London (United Kingdom) time');
      expect(toFreelancer.text).toMatch(/Client's time: .*, 01:00 PM – 02:00 PM, Dubai \(United Arab Emirates\) time/);
      expect(toFreelancer.text).not.toMatch(/Europe\/London|Asia\/Dubai/);
      expect(toFreelancer.text).toContain('Organization: Nile Learning Group');
      expect(toFreelancer.text).toContain('Phone: +201001234567');
      expect(toFreelancer.text).toContain('Review our training plan for 2027.');
      expect(toFreelancer.text).toContain(`https://khibra.example/econsultancy/booking/preview/${created.id}`);
      // The client: the welcome (default, as the freelancer left it empty) and the conference details; no payment details (off).
      expect(toClient.subject).toBe('Your e-Consultation with Hana Mansour is booked');
      expect(toClient.text).toContain('Hello Karim,');
      expect(toClient.text.replace(/\s+/g, ' ')).toContain(DEFAULT_MESSAGES.WelcomeMessage);
      expect(toClient.text).toContain('Conference: Zoom');
      expect(toClient.links).toContain('https://zoom.us/j/5551234');
      expect(toClient.text).not.toContain('Payment:');
      expect(toClient.text).toContain(`Email: ${freelancer.user.email}`);
      expect(toClient.text).toContain('paid directly to the consultant');
    });

    it('sends the payment details when the freelancer shares them', async () => {
      const freelancer = await createEConsultant(t, { sendPaymentInfo: true, PaymentPlatform: 'PayPal', PaymentLink: 'paypal.me/hana', PaymentMessage: 'Pay within a week, please.' });
      const client = await createMember(t);
      expect((await book(t, client.token, bookingPayload(freelancer.id))).statusCode).toBe(201);
      const [toClient] = await mailsTo(outbox, client.user.email);
      expect(toClient.text).toContain('Payment: PayPal');
      expect(toClient.text).toContain('Pay within a week, please.');
      expect(toClient.links).toContain('https://paypal.me/hana');
      expect(toClient.text).not.toContain('Conference:');
    });
  });

  describe('reading bookings', () => {
    let freelancer: Member & { id: string };
    let client: Member;
    let third: Member;
    let booking: Booking;
    beforeAll(async () => {
      freelancer = await createEConsultant(t, {}, { firstName: 'Rania', lastName: 'Aziz', phone: '+97455501234', showPhoneRegistered: false });
      client = await createMember(t, { firstName: 'Yousef' });
      third = await createMember(t);
      booking = ((await book(t, client.token, bookingPayload(freelancer.id, { preferenceDate: nextDate('Sunday', 'Asia/Dubai', 9) }))).json() as Created).data;
    });

    it('shows a booking to the client who booked it, with the freelancer’s name, company, e-mail and phone', async () => {
      const res = await get(t, `/econsultancybooking/${booking.id}`, client.token);
      expect(res.statusCode).toBe(200);
      const read = (res.json() as Created).data;
      expect(read).toEqual({ ...booking, viewerRole: 'booker', meeting: { welcome: 'Thank you for booking, see you soon.', conference: null, payment: null } });
      expect(read.bookedBy).toBe(client.user.id);
      expect(read.freelancer).toEqual({
        id: freelancer.id,
        user: { id: freelancer.user.id, firstName: 'Rania', lastName: 'Aziz', email: freelancer.user.email, phone: '+97455501234' },
        companyName: 'Levant Excellence',
      });
    });

    it('shows it to the booked freelancer with the client’s details', async () => {
      const res = await get(t, `/econsultancybooking/${booking.id}`, freelancer.token);
      expect(res.statusCode).toBe(200);
      const read = (res.json() as Created).data;
      expect(read.viewerRole).toBe('freelancer');
      expect(read.clientInformation).toEqual({ name: 'Omar Saleh', organization: 'Nile Learning Group', email: 'omar.saleh@example.test', phone: '+201001234567', requirements: 'Review our training plan for 2027.' });
    });

    it('shows both parties what the client’s e-mail shares (the welcome, the conference and payment details), and none of it once cancelled', async () => {
      const sharing = await createEConsultant(t, {
        sendConferenceInfo: true,
        ConferencePlatform: 'Zoom',
        ConferenceLink: 'zoom.us/j/123456789',
        ConferenceMessage: 'Join five minutes early.',
        sendPaymentInfo: true,
        PaymentPlatform: 'PayPal',
        PaymentLink: 'paypal.me/hana',
        PaymentMessage: '',
      });
      const booker = await createMember(t);
      const made = ((await book(t, booker.token, bookingPayload(sharing.id))).json() as Created).data;
      const meeting = {
        welcome: 'Thank you for booking, see you soon.',
        conference: { platform: 'Zoom', link: 'https://zoom.us/j/123456789', message: 'Join five minutes early.' },
        // An empty message is stored as the built-in one, in English (the page shows it in its language).
        payment: { platform: 'PayPal', link: 'https://paypal.me/hana', message: DEFAULT_MESSAGES.PaymentMessage },
      };
      for (const token of [booker.token, sharing.token]) expect(((await get(t, `/econsultancybooking/${made.id}`, token)).json() as Created).data).toMatchObject({ meeting });
      // The list carries no messages.
      const listed = ((await get(t, '/econsultancybooking/all/id', booker.token)).json() as { data: { econsultancyBookings: object[] } }).data.econsultancyBookings;
      expect(listed.every((row) => !('meeting' in row))).toBe(true);

      const cancelled = await t.app.inject({ method: 'POST', url: `${API}/econsultancybooking/${made.id}/cancel`, headers: { authorization: booker.token }, payload: {} });
      expect(cancelled.statusCode).toBe(200);
      expect(((await get(t, `/econsultancybooking/${made.id}`, booker.token)).json() as Created).data).toMatchObject({ status: 'cancelled', meeting: null });
    });

    it('refuses anyone else with 403 {_code, _message}, unknown ids with 404 and visitors with 401', async () => {
      const res = await get(t, `/econsultancybooking/${booking.id}`, third.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ _code: 403, _message: econsultationMsg.notAllowed });
      expect((await get(t, '/econsultancybooking/00000000-0000-4000-8000-000000000000', client.token)).statusCode).toBe(404);
      expect((await get(t, '/econsultancybooking/nope', client.token)).statusCode).toBe(404);
      expect((await get(t, `/econsultancybooking/${booking.id}`)).statusCode).toBe(401);
    });

    it('lists the bookings the viewer made or received, with the viewer’s id', async () => {
      const mine = (await get(t, '/econsultancybooking/all/id', client.token)).json() as { data: BookingsList };
      expect(mine.data.userId).toBe(client.user.id);
      expect(mine.data.econsultancyBookings.map((b) => b.id)).toEqual([booking.id]);

      // The freelancer also books someone else: both directions in one list.
      const other = await createEConsultant(t);
      const mondayAfter = new Date(Date.parse(`${booking.bookingDetails.preferenceDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const made = ((await book(t, freelancer.token, bookingPayload(other.id, { preferenceDate: mondayAfter }))).json() as Created).data;
      const theirs = (await get(t, '/econsultancybooking/all/id', freelancer.token)).json() as { data: BookingsList };
      expect(theirs.data.userId).toBe(freelancer.user.id);
      expect(theirs.data.econsultancyBookings.map((b) => [b.id, b.viewerRole])).toEqual([
        [made.id, 'booker'],
        [booking.id, 'freelancer'],
      ]);

      const none = (await get(t, '/econsultancybooking/all/id', third.token)).json() as { data: BookingsList };
      expect(none.data).toEqual({ econsultancyBookings: [], userId: third.user.id, page: 0, hasMore: false });
      expect((await get(t, '/econsultancybooking/all/id')).statusCode).toBe(401);
    });
  });

  describe('the bookings list: pages and what it shows', () => {
    let freelancer: Member & { id: string };
    let client: Member;
    /** Inserted straight into the table (the form's rules are tested above); the client's 45 first. */
    let all: { id: string; kind: 'upcoming' | 'past' | 'cancelled'; startsAt: number }[];
    const HOUR = 3_600_000;
    beforeAll(async () => {
      freelancer = await createEConsultant(t);
      client = await createMember(t);
      const other = await createEConsultant(t);
      const now = Date.now();
      // 25 bookings to come, 15 that ended, 5 cancelled (past and future), from the client; 3 the freelancer made with another consultant.
      const plan: { kind: 'upcoming' | 'past' | 'cancelled'; at: number; by: string; with: string }[] = [
        ...Array.from({ length: 25 }, (_, i) => ({ kind: 'upcoming' as const, at: now + (i + 1) * 5 * HOUR, by: client.user.id, with: freelancer.id })),
        ...Array.from({ length: 15 }, (_, i) => ({ kind: 'past' as const, at: now - (i + 1) * 5 * HOUR - 2 * HOUR, by: client.user.id, with: freelancer.id })),
        ...Array.from({ length: 5 }, (_, i) => ({ kind: 'cancelled' as const, at: now + (i % 2 === 0 ? 1 : -1) * (i + 1) * 7 * HOUR + 3.5 * HOUR, by: client.user.id, with: freelancer.id })),
        ...Array.from({ length: 3 }, (_, i) => ({ kind: 'upcoming' as const, at: now + (i + 1) * 11 * HOUR + HOUR, by: freelancer.user.id, with: other.id })),
      ];
      const rows = await t.database.db
        .insert(econsultationBookings)
        .values(
          plan.map((p, i) => ({
            freelancerId: p.with,
            bookedBy: p.by,
            clientName: `Client ${i}`,
            clientEmail: `client${i}@example.test`,
            requirements: 'A plan to review.',
            preferenceDate: new Date(p.at).toISOString().slice(0, 10),
            startTime: '10:00 AM',
            endTime: '11:00 AM',
            clientTimezone: 'Asia/Dubai',
            freelancerTimezone: 'Asia/Dubai',
            startsAt: new Date(p.at),
            endsAt: new Date(p.at + HOUR),
            hourlyRate: '$40',
            totalFees: '$40',
            status: p.kind === 'cancelled' ? ('cancelled' as const) : ('confirmed' as const),
          })),
        )
        .returning({ id: econsultationBookings.id, startsAt: econsultationBookings.startsAt });
      all = rows.map((r, i) => ({ id: r.id, kind: plan[i].kind, startsAt: r.startsAt.getTime() }));
    });

    const list = async (token: string, query = '') => {
      const res = await get(t, `/econsultancybooking/all/id${query}`, token);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: BookingsList }).data;
    };
    const latestFirst = (rows: typeof all) => [...rows].sort((a, b) => b.startsAt - a.startsAt).map((r) => r.id);

    it('pages through every booking, latest first, BOOKINGS_PAGE_SIZE at a time, with hasMore', async () => {
      const mine = all.slice(0, 45);
      const pages = [await list(client.token), await list(client.token, '?page=1'), await list(client.token, '?page=2')];
      expect(pages.map((p) => [p.page, p.econsultancyBookings.length, p.hasMore])).toEqual([
        [0, BOOKINGS_PAGE_SIZE, true],
        [1, BOOKINGS_PAGE_SIZE, true],
        [2, 45 - 2 * BOOKINGS_PAGE_SIZE, false],
      ]);
      expect(pages.flatMap((p) => p.econsultancyBookings.map((b) => b.id))).toEqual(latestFirst(mine));
      expect((await list(client.token, '?page=3')).econsultancyBookings).toEqual([]);
    });

    it('lists both the bookings made and received (one union, no duplicates) for the freelancer', async () => {
      const pages = [await list(freelancer.token), await list(freelancer.token, '?page=1'), await list(freelancer.token, '?page=2')];
      const ids = pages.flatMap((p) => p.econsultancyBookings.map((b) => b.id));
      expect(ids).toEqual(latestFirst(all));
      expect(pages[2].hasMore).toBe(false);
      expect(pages.flatMap((p) => p.econsultancyBookings).filter((b) => b.viewerRole === 'booker')).toHaveLength(3);
    });

    it('shows only upcoming bookings soonest first, or past and cancelled ones latest first', async () => {
      const upcoming = all.slice(0, 45).filter((r) => r.kind === 'upcoming');
      const first = await list(client.token, '?show=upcoming');
      const second = await list(client.token, '?show=upcoming&page=1');
      expect([first.hasMore, second.hasMore]).toEqual([true, false]);
      expect([...first.econsultancyBookings, ...second.econsultancyBookings].map((b) => b.id)).toEqual(latestFirst(upcoming).reverse());
      expect(first.econsultancyBookings.every((b) => b.status === 'confirmed')).toBe(true);

      const history = await list(client.token, '?show=past,cancelled');
      expect(history.econsultancyBookings.map((b) => b.id)).toEqual(latestFirst(all.slice(0, 45).filter((r) => r.kind !== 'upcoming')).slice(0, BOOKINGS_PAGE_SIZE));
      const cancelled = await list(client.token, '?show=cancelled');
      expect(cancelled.econsultancyBookings.map((b) => b.status)).toEqual(Array(5).fill('cancelled'));
      expect(cancelled.hasMore).toBe(false);
      expect((await list(client.token, '?show=past')).econsultancyBookings.map((b) => b.status)).toEqual(Array(15).fill('completed'));
    });

    it('refuses an unknown kind of booking or page number with 400, never a 500', async () => {
      const bad = await get(t, '/econsultancybooking/all/id?show=soon', client.token);
      expect({ status: bad.statusCode, message: messageOf(bad) }).toEqual({ status: 400, message: econsultationMsg.badListShow });
      expect((await get(t, '/econsultancybooking/all/id?page=-1', client.token)).statusCode).toBe(400);
      expect((await get(t, '/econsultancybooking/all/id?page=x', client.token)).statusCode).toBe(400);
    });
  });
});
