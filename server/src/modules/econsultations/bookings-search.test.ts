import { BOOKING_SEARCH_MAX, type BookingsList } from '@contracts/econsultation/types';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { localizeMessage } from '@contracts/messages-ar';
import { econsultationBookings } from '../../db/schema/econsultations';
import { inputMsg } from '../../plugins/input-guard';
import { createTestApp, type TestApp } from '../../test/app';
import { createEConsultant, messageOf } from '../../test/econsultations';
import { createMember, get, type Member } from '../../test/freelancers';

const HOUR = 3_600_000;

/** The bookings list's "Awaiting my answer" (show=awaiting) and its search (q=), for the client and for the consultant. */
describe('the bookings list: awaiting my answer and search', () => {
  let t: TestApp;
  /** Two consultants (one with an Arabic name) and a client; Layla also books Youssef, as a client. */
  let layla: Member & { id: string };
  let youssef: Member & { id: string };
  let omar: Member;
  /** Booking ids by name. */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    layla = await createEConsultant(t, {}, { firstName: 'Layla', lastName: 'Haddad' });
    youssef = await createEConsultant(t, {}, { firstName: 'يوسف', lastName: 'الأحمد' });
    omar = await createMember(t, { firstName: 'Omar', lastName: 'Saleh' });
    const now = Date.now();
    // name, client, consultant, the name on the form, reference, start (hours from now), cancelled, a new time pending (and by whom)
    const plan: [string, Member, Member & { id: string }, string, string, number, boolean, false | 'booker' | 'freelancer'][] = [
      ['omarLaylaProposed', omar, layla, 'Omar Saleh', 'KH-4F7Q-XR2D', 48, false, 'booker'],
      ['omarLaylaPlain', omar, layla, 'Salma Nour', 'KH-9ABC-DEFG', 72, false, false],
      ['omarLaylaEnded', omar, layla, 'Omar Saleh', 'KH-PAST-2345', -48, false, 'booker'],
      ['omarLaylaCancelled', omar, layla, 'Omar Saleh', 'KH-CNCL-6789', 96, true, false],
      ['omarYoussefProposed', omar, youssef, 'عُمر صالح', 'KH-YSF2-3456', 120, false, 'booker'],
      ['laylaYoussefProposed', layla, youssef, 'Layla Haddad', 'KH-LYL7-8899', 144, false, 'booker'],
      ['omarYoussefByConsultant', omar, youssef, 'Omar Saleh', 'KH-BYCN-4567', 168, false, 'freelancer'],
    ];
    const rows = await t.database.db
      .insert(econsultationBookings)
      .values(
        plan.map(([, client, consultant, clientName, reference, hours, cancelled, proposed]) => {
          const startsAt = new Date(now + hours * HOUR);
          const proposedStartsAt = new Date(startsAt.getTime() + 24 * HOUR);
          return {
            freelancerId: consultant.id,
            bookedBy: client.user.id,
            clientName,
            clientEmail: 'client@example.test',
            requirements: 'A plan to review.',
            preferenceDate: startsAt.toISOString().slice(0, 10),
            startTime: '10:00 AM',
            endTime: '11:00 AM',
            clientTimezone: 'Asia/Dubai',
            freelancerTimezone: 'Asia/Dubai',
            startsAt,
            endsAt: new Date(startsAt.getTime() + HOUR),
            hourlyRate: '$40',
            totalFees: '$40',
            reference,
            status: cancelled ? ('cancelled' as const) : ('confirmed' as const),
            ...(proposed
              ? {
                  proposedDate: proposedStartsAt.toISOString().slice(0, 10),
                  proposedStartTime: '10:00 AM',
                  proposedEndTime: '11:00 AM',
                  proposedStartsAt,
                  proposedEndsAt: new Date(proposedStartsAt.getTime() + HOUR),
                  proposedAt: new Date(now - HOUR),
                  proposedBy: proposed,
                }
              : {}),
          };
        }),
      )
      .returning({ id: econsultationBookings.id });
    plan.forEach(([name], i) => (ids[name] = rows[i].id));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (member: Member, query: Record<string, string>) => {
    const res = await get(t, `/econsultancybooking/all/id?${new URLSearchParams(query)}`, member.token);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: BookingsList }).data;
  };
  /** The names of the bookings listed, in the list's order. */
  const names = async (member: Member, query: Record<string, string>) => {
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (await list(member, query)).econsultancyBookings.map((b) => byId[b.id]);
  };

  describe('show=awaiting', () => {
    it("lists the consultant's bookings with a new time waiting for an answer, soonest first, each one the consultant may answer", async () => {
      const data = await list(youssef, { show: 'awaiting' });
      expect(data.econsultancyBookings.map((b) => b.id)).toEqual([ids.omarYoussefProposed, ids.laylaYoussefProposed]);
      expect(data.econsultancyBookings.map((b) => [b.viewerRole, b.canRespond, b.reschedule !== null])).toEqual([
        ['freelancer', true, true],
        ['freelancer', true, true],
      ]);
      expect(data.hasMore).toBe(false);
      // A proposal on a booking that has ended waits for nobody; plain and cancelled bookings are not listed.
      expect(await names(layla, { show: 'awaiting' })).toEqual(['omarLaylaProposed']);
    });

    it("lists for the client the consultant's proposals only (the client's own wait for the consultant's answer)", async () => {
      expect(await names(omar, { show: 'awaiting' })).toEqual(['omarYoussefByConsultant']);
      expect(await names(youssef, { show: 'awaiting' })).not.toContain('omarYoussefByConsultant');
      // Layla made one to Youssef (a client there) and received one from Omar (the consultant there): only the latter is hers to answer.
      expect(await names(layla, { show: 'awaiting' })).not.toContain('laylaYoussefProposed');
    });

    it('adds to the other kinds asked for, and is part of the whole list', async () => {
      expect(await names(layla, { show: 'awaiting,cancelled' })).toEqual(['omarLaylaCancelled', 'omarLaylaProposed']);
      // Only upcoming ones asked for (awaiting ones are upcoming): soonest first.
      expect(await names(layla, { show: 'upcoming,awaiting' })).toEqual(['omarLaylaProposed', 'omarLaylaPlain', 'laylaYoussefProposed']);
      expect((await names(layla, {})).sort()).toEqual(['laylaYoussefProposed', 'omarLaylaCancelled', 'omarLaylaEnded', 'omarLaylaPlain', 'omarLaylaProposed'].sort());
    });
  });

  describe('q= (name or reference)', () => {
    it("finds the client's bookings by the consultant's name: any case, a part of it, every word typed, the Arabic folded", async () => {
      expect(await names(omar, { q: 'layla' })).toEqual(['omarLaylaCancelled', 'omarLaylaPlain', 'omarLaylaProposed', 'omarLaylaEnded']);
      expect(await names(omar, { q: 'HADD' })).toHaveLength(4);
      expect(await names(omar, { q: 'haddad layla' })).toHaveLength(4);
      expect(await names(omar, { q: 'layla nour' })).toEqual([]);
      // «احمد» finds «الأحمد» (hamza folded), as every search of the site does.
      expect(await names(omar, { q: 'احمد' })).toEqual(['omarYoussefByConsultant', 'omarYoussefProposed']);
      // The client's own name or the name on the form is not the other party's.
      expect(await names(omar, { q: 'Omar' })).toEqual([]);
    });

    it("finds the consultant's bookings by the client's name on the booking, and the bookings the consultant made by the other consultant's name", async () => {
      expect(await names(layla, { q: 'salma' })).toEqual(['omarLaylaPlain']);
      expect(await names(layla, { q: 'omar saleh', show: 'upcoming' })).toEqual(['omarLaylaProposed']);
      expect(await names(layla, { q: 'يوسف' })).toEqual(['laylaYoussefProposed']);
      // «عمر» is the name on one form and sounds as "Omar" on another.
      expect(await names(youssef, { q: 'عمر' })).toEqual(['omarYoussefByConsultant', 'omarYoussefProposed']);
      expect(await names(youssef, { q: 'layla' })).toEqual(['laylaYoussefProposed']);
      // A viewer's own name finds nothing: only the other party's is searched.
      expect(await names(layla, { q: 'haddad' })).toEqual([]);
    });

    it('finds a name typed in the other script, word by word, as the freelancer search does: «ماجد» is Majed', async () => {
      expect(await names(omar, { q: 'ليلى' })).toEqual(['omarLaylaCancelled', 'omarLaylaPlain', 'omarLaylaProposed', 'omarLaylaEnded']);
      expect(await names(omar, { q: 'ليلى حداد' })).toHaveLength(4);
      expect(await names(omar, { q: 'Youssef' })).toEqual(['omarYoussefByConsultant', 'omarYoussefProposed']);
      expect(await names(omar, { q: 'yusuf ahmed' })).toEqual(['omarYoussefByConsultant', 'omarYoussefProposed']);
      expect(await names(layla, { q: 'سلمى' })).toEqual(['omarLaylaPlain']);
      // A whole word as it sounds, never part of another name, nor a different name.
      expect(await names(omar, { q: 'ليل' })).toEqual([]);
      expect(await names(omar, { q: 'Hamad' })).toEqual([]);
      expect(await names(omar, { q: 'ليلى نور' })).toEqual([]);
    });

    it('finds a booking by its reference, whole or 4 of its letters and digits on, any case, dashes and spaces ignored, in Arabic-Indic digits too', async () => {
      for (const q of ['KH-4F7Q-XR2D', 'kh-4f7q-xr2d', 'KH4F7QXR2D', '4F7Q', 'xr2d', '4f7q xr2d', ' KH-4F7Q-XR2D ']) {
        expect({ q, found: await names(omar, { q }) }).toEqual({ q, found: ['omarLaylaProposed'] });
        expect({ q, found: await names(layla, { q }) }).toEqual({ q, found: ['omarLaylaProposed'] });
      }
      expect(await names(omar, { q: 'KH-YSF٢-٣٤٥٦' })).toEqual(['omarYoussefProposed']);
      expect(await names(youssef, { q: '۲۳۴۵۶' })).toEqual(['omarYoussefProposed']);
      // Fewer than 4 letters and digits are no reference (KH alone is in every one).
      expect(await names(omar, { q: 'KH' })).toEqual([]);
      // Only the viewer's own bookings are searched.
      expect(await names(omar, { q: 'KH-LYL7-8899' })).toEqual([]);
    });

    it('combines with show and pages, and answers an empty page when nothing matches', async () => {
      expect(await names(omar, { q: 'layla', show: 'upcoming' })).toEqual(['omarLaylaProposed', 'omarLaylaPlain']);
      expect(await names(omar, { q: 'layla', show: 'past,cancelled' })).toEqual(['omarLaylaCancelled', 'omarLaylaEnded']);
      expect(await names(youssef, { q: 'layla', show: 'awaiting' })).toEqual(['laylaYoussefProposed']);
      // "omar" sounds as the «عُمر» of the form.
      expect(await names(youssef, { q: 'omar', show: 'awaiting' })).toEqual(['omarYoussefProposed']);
      expect(await names(youssef, { q: 'salma', show: 'awaiting' })).toEqual([]);
      expect(await list(omar, { q: 'nobody at all' })).toEqual({ econsultancyBookings: [], userId: omar.user.id, page: 0, hasMore: false });
      expect(await list(omar, { q: 'layla', page: '1' })).toMatchObject({ econsultancyBookings: [], page: 1, hasMore: false });
    });

    it('reads a blank search, bidirectional marks and control characters as nothing typed, and % or _ literally', async () => {
      expect(await names(omar, { q: '   ' })).toHaveLength(6);
      expect(await names(omar, { q: '\u200fLayla\u200e' })).toHaveLength(4);
      // A control character reads as a space: two words. (NUL never gets here: plugins/input-guard.ts refuses it.)
      expect(await names(omar, { q: 'Lay\u0007la' })).toHaveLength(4);
      expect(await names(omar, { q: '%' })).toEqual([]);
      expect(await names(omar, { q: '_' })).toEqual([]);
    });

    it(`refuses a search longer than ${BOOKING_SEARCH_MAX} characters, or an unknown kind, with 400 and a clear message (in Arabic too), never a 500`, async () => {
      for (const member of [omar, layla]) {
        const long = await get(t, `/econsultancybooking/all/id?q=${'a'.repeat(BOOKING_SEARCH_MAX + 1)}`, member.token);
        expect({ status: long.statusCode, message: messageOf(long), code: (long.json() as { errors: { error: string } }).errors.error }).toEqual({
          status: 400,
          message: econsultationMsg.badListSearch,
          code: 'badListSearch',
        });
        expect((await get(t, `/econsultancybooking/all/id?q=${'a'.repeat(BOOKING_SEARCH_MAX)}`, member.token)).statusCode).toBe(200);
        const kind = await get(t, '/econsultancybooking/all/id?show=awaiting,mine', member.token);
        expect({ status: kind.statusCode, message: messageOf(kind) }).toEqual({ status: 400, message: econsultationMsg.badListShow });
      }
      expect(localizeMessage(econsultationMsg.badListSearch, 'ar')).toBe('يُرجى البحث باسم أو مرجع لا يزيد على 100 حرف.');
      // Odd encodings and shapes: an answer, not an error page.
      for (const query of ['q=%', 'q=%E0%A4%A', 'q=%ED%A0%80', 'q=a&q=Layla', 'q=%22Layla%22', 'q[]=x', 'q=%1F']) {
        const res = await get(t, `/econsultancybooking/all/id?${query}`, omar.token);
        expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
      }
      const nul = await get(t, '/econsultancybooking/all/id?q=Lay%00la', omar.token);
      expect({ status: nul.statusCode, message: messageOf(nul) }).toEqual({ status: 400, message: inputMsg.nul });
      expect((await get(t, '/econsultancybooking/all/id?q=layla')).statusCode).toBe(401);
    });
  });
});
