import type { Booking, EConsultancyInfo, EConsultationSaveResponse, SlotsAnswer } from '@contracts/econsultation/types';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { localizeMessage } from '@contracts/messages-ar';
import { addDays } from '@contracts/econsultation/zoned-time';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant, messageOf, nextDate, saveSettings, settingsPayload, WORKWEEK } from '../../test/econsultations';
import { API, createMember, get, type Member } from '../../test/freelancers';

type Info = { data: { data: EConsultancyInfo } };

/** Arabic-Indic digits for ASCII ones ('2027-01-05' → '٢٠٢٧-٠١-٠٥'). */
const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/**
 * Blocked dates and special hours (settings saved through POST /freelancer with eConsultation.blockedDates and
 * .specialHours): the slots API and booking honour them; bookings already made on a blocked date stay and are listed for
 * the consultant (GET /freelancer/econsultancy, onBlockedDates).
 */
describe('blocked dates and special hours', () => {
  let t: TestApp;
  let client: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    client = await createMember(t, { firstName: 'Karim' });
  });
  afterAll(async () => {
    await t.close();
  });

  const slotStarts = async (id: string, date: string): Promise<string[]> => {
    const res = await get(t, `/unauth/freelancer/${id}/slots?from=${date}&to=${date}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: SlotsAnswer }).data.slots.filter((slot) => slot.preferenceDate === date).map((slot) => slot.startTime);
  };
  const ownInfo = async (token: string): Promise<EConsultancyInfo> => ((await get(t, '/freelancer/econsultancy', token)).json() as Info).data.data;
  const bookAt = (id: string, preferenceDate: string, startTime: string, endTime: string) =>
    book(t, client.token, bookingPayload(id, { preferenceDate, timezone: 'Asia/Dubai', startTime, endTime }));

  it('stores the periods (dates typed in Arabic-Indic digits), keeps them when a save leaves them out, and hides notes from others', async () => {
    const monday = nextDate('Monday', 'Asia/Dubai', 7);
    const consultant = await createEConsultant(t);
    const periods = {
      blockedDates: [{ from: arabicDigits(monday), to: arabicDigits(addDays(monday, 2)), note: 'Eid' }],
      specialHours: [{ from: addDays(monday, 7), to: addDays(monday, 20), availability: [{ day: 'Monday' as const, from: '08:00 PM', to: '11:00 PM' }] }],
    };
    const res = await saveSettings(t, consultant.token, settingsPayload(periods), ['Trainer', 'E-Consultant']);
    expect(res.statusCode).toBe(200);
    const expected = {
      blockedDates: [{ from: monday, to: addDays(monday, 2), note: 'Eid' }],
      specialHours: [{ from: addDays(monday, 7), to: addDays(monday, 20), availability: [{ day: 'Monday' as const, from: '08:00 PM', to: '11:00 PM' }] }],
    };
    expect((res.json() as { data: EConsultationSaveResponse }).data.eConsultation).toMatchObject(expected);

    expect((await saveSettings(t, consultant.token, settingsPayload({ hourlyRate: '$55' }))).statusCode).toBe(200);
    expect((await ownInfo(consultant.token)).settings).toMatchObject({ hourlyRate: '$55', ...expected });

    const seen = ((await get(t, `/freelancer/econsultancy/${consultant.id}`, client.token)).json() as Info).data.data;
    expect(seen.settings?.blockedDates).toEqual([{ from: monday, to: addDays(monday, 2), note: '' }]);
    expect(seen.onBlockedDates).toBeUndefined();
  });

  it.each([
    ['a last date before the first', { blockedDates: [{ from: '2027-05-10', to: '2027-05-09', note: '' }] }, econsultationMsg.periodEndBeforeStart],
    ['a date that is not one', { blockedDates: [{ from: '2027-02-30', to: '2027-03-02', note: '' }] }, econsultationMsg.invalidPeriodDate],
    [
      'overlapping blocked periods',
      { blockedDates: [{ from: '2027-05-01', to: '2027-05-10', note: '' }, { from: '2027-05-10', to: '2027-05-12', note: '' }] },
      econsultationMsg.blockedOverlap,
    ],
    [
      'overlapping special hours',
      {
        specialHours: [
          { from: '2027-02-08', to: '2027-03-09', availability: [{ day: 'Monday' as const, from: '08:00 PM', to: '11:00 PM' }] },
          { from: '2027-03-01', to: '2027-03-03', availability: [{ day: 'Monday', from: '09:00 AM', to: '11:00 AM' }] },
        ],
      },
      econsultationMsg.specialHoursOverlap,
    ],
    ['special hours with no day', { specialHours: [{ from: '2027-02-08', to: '2027-03-09', availability: [] }] }, econsultationMsg.atLeastOneDay],
  ])('refuses %s with a 400 in the member’s language', async (_name, periods, message) => {
    const consultant = await createEConsultant(t);
    const res = await saveSettings(t, consultant.token, settingsPayload(periods as object));
    expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    const arabic = await t.app.inject({
      method: 'POST',
      url: `${API}/freelancer`,
      headers: { authorization: consultant.token, 'accept-language': 'ar' },
      payload: { eConsultation: settingsPayload(periods as object) },
    });
    expect([arabic.statusCode, messageOf(arabic)]).toEqual([400, localizeMessage(message, 'ar')]);
    expect(messageOf(arabic)).not.toBe(message);
  });

  it('leaves blocked dates out of the slots and refuses booking them with the message for an unavailable day', async () => {
    const consultant = await createEConsultant(t);
    const sunday = nextDate('Sunday', 'Asia/Dubai', 7);
    expect(await slotStarts(consultant.id, sunday)).toContain('10:00 AM');
    const saved = await saveSettings(t, consultant.token, settingsPayload({ blockedDates: [{ from: sunday, to: addDays(sunday, 1), note: 'Eid' }] }));
    expect(saved.statusCode).toBe(200);
    expect(await slotStarts(consultant.id, sunday)).toEqual([]);
    expect(await slotStarts(consultant.id, addDays(sunday, 1))).toEqual([]);
    expect(await slotStarts(consultant.id, addDays(sunday, 2))).toContain('10:00 AM');

    const res = await bookAt(consultant.id, sunday, '10:00 AM', '11:00 AM');
    expect([res.statusCode, messageOf(res)]).toEqual([400, econsultationMsg.notAvailableDay]);
    expect((await bookAt(consultant.id, addDays(sunday, 2), '10:00 AM', '11:00 AM')).statusCode).toBe(201);
  });

  it('replaces the weekly hours by the special hours in their range only', async () => {
    const consultant = await createEConsultant(t, { availability: WORKWEEK.map((day) => ({ day, from: '09:30 AM', to: '06:00 PM' })) });
    const monday = nextDate('Monday', 'Asia/Dubai', 7);
    const ramadan = { from: monday, to: addDays(monday, 6), availability: [{ day: 'Monday' as const, from: '08:00 PM', to: '11:00 PM' }] };
    expect((await saveSettings(t, consultant.token, settingsPayload({ specialHours: [ramadan] }))).statusCode).toBe(200);

    expect(await slotStarts(consultant.id, monday)).toEqual(['08:00 PM', '08:30 PM', '09:00 PM', '09:30 PM', '10:00 PM']);
    // Tuesday is in the range without a window of its own: no times.
    expect(await slotStarts(consultant.id, addDays(monday, 1))).toEqual([]);
    // The Monday after the range has the weekly hours again.
    expect(await slotStarts(consultant.id, addDays(monday, 7))).toContain('09:30 AM');

    const weekly = await bookAt(consultant.id, monday, '10:00 AM', '11:00 AM');
    expect([weekly.statusCode, messageOf(weekly)]).toEqual([400, econsultationMsg.outsideWindow]);
    const tuesday = await bookAt(consultant.id, addDays(monday, 1), '10:00 AM', '11:00 AM');
    expect([tuesday.statusCode, messageOf(tuesday)]).toEqual([400, econsultationMsg.notAvailableDay]);
    expect((await bookAt(consultant.id, monday, '09:00 PM', '10:00 PM')).statusCode).toBe(201);
  });

  it('keeps a booking made before its date was blocked, and lists it for the consultant until the block is lifted', async () => {
    const consultant = await createEConsultant(t);
    const wednesday = nextDate('Wednesday', 'Asia/Dubai', 7);
    const res = await bookAt(consultant.id, wednesday, '11:00 AM', '12:00 PM');
    expect(res.statusCode).toBe(201);
    const booking = (res.json() as { data: Booking }).data;
    expect((await ownInfo(consultant.token)).onBlockedDates).toEqual([]);

    expect((await saveSettings(t, consultant.token, settingsPayload({ blockedDates: [{ from: wednesday, to: wednesday, note: 'Eid' }] }))).statusCode).toBe(200);
    const read = await get(t, `/econsultancybooking/${booking.id}`, client.token);
    expect((read.json() as { data: Booking }).data).toMatchObject({ status: 'confirmed', bookingDetails: { startsAt: booking.bookingDetails.startsAt, endsAt: booking.bookingDetails.endsAt } });
    expect((await ownInfo(consultant.token)).onBlockedDates).toEqual([
      {
        id: booking.id,
        reference: booking.reference,
        clientName: booking.clientInformation.name,
        preferenceDate: wednesday,
        startTime: '11:00 AM',
        endTime: '12:00 PM',
        startsAt: booking.bookingDetails.startsAt,
      },
    ]);

    expect((await saveSettings(t, consultant.token, settingsPayload({ blockedDates: [] }))).statusCode).toBe(200);
    expect((await ownInfo(consultant.token)).onBlockedDates).toEqual([]);
  });
});
