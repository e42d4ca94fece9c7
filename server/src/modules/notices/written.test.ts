import { WEEKDAYS } from '@contracts/reference';
import { ALERT_PATHS, type Notice, type NoticesPage } from '@contracts/alerts';
import type { ApplicationView } from '@contracts/application';
import type { Booking } from '@contracts/econsultation/types';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant } from '../../test/econsultations';
import { createFreelancer, createMember, post, type Member } from '../../test/freelancers';
import { applicationRows, postVacancy, request } from '../../test/vacancies';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const ALL_WEEK = WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' }));

/** The notices written where things happen: whatever the member's e-mail switches say, to the member it concerns. */
describe('notices written by application status changes, booking changes and reviews opening', () => {
  let t: TestApp;
  let business: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    business = await createMember(t, { firstName: 'Omar', lastName: 'Khalil', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const noticesOf = async (token: string): Promise<Notice[]> => ((await request(t, 'GET', `${ALERT_PATHS.notices}?page=0`, token)).json().data as NoticesPage).items;
  const applicationOf = async (vacancyId: string, userId: string) => (await applicationRows(t, vacancyId)).find((row) => row.freelancerUserId === userId)!;

  it('tells the freelancer each status the business gives their application (e-mails off too), and the others when the vacancy is filled', async () => {
    const vacancy = await postVacancy(t, business.token, { title: 'Change lead' });
    const chosen = await createFreelancer(t, { firstName: 'Layla', notifyApplications: false });
    const other = await createFreelancer(t, { firstName: 'Karim' });
    for (const f of [chosen, other]) expect((await request(t, 'PUT', '/vacancy/apply', f.token, { vacancyId: vacancy.id })).statusCode).toBe(200);
    const setStatus = (userId: string, body: unknown) => applicationOf(vacancy.id, userId).then((a) => request(t, 'POST', `/vacancy/${vacancy.id}/applications/${a.id}/status`, business.token, body));

    expect(((await setStatus(chosen.user.id, { status: 'shortlisted' })).json().data as ApplicationView).status).toBe('shortlisted');
    expect(await noticesOf(chosen.token)).toEqual([expect.objectContaining({ kind: 'applicationStatus', title: 'You are on the shortlist for “Change lead”', link: '/vacancies-applied', readAt: null })]);
    expect(await noticesOf(other.token)).toEqual([]);

    expect((await setStatus(chosen.user.id, { status: 'hired', closeVacancy: true })).statusCode).toBe(200);
    expect((await noticesOf(chosen.token)).map((n) => n.title)).toEqual(['You were hired for “Change lead”', 'You are on the shortlist for “Change lead”']);
    expect((await noticesOf(other.token)).map((n) => n.title)).toEqual(['“Change lead” was filled by another candidate']);
    // None of these to the business, which made the changes (its notices are of the proposals it got).
    expect((await noticesOf(business.token)).filter((n) => n.kind !== 'proposal')).toEqual([]);
  });

  it('tells the other party of a booking requested, moved, accepted and cancelled', async () => {
    const consultant = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, minNoticeHours: 0, cancellationNoticeHours: 24 }, { firstName: 'Hana', lastName: 'Mansour', notifyBookings: false });
    const client = await createMember(t, { firstName: 'Sami', notifyBookings: false });
    const res = await book(t, client.token, bookingPayload(consultant.id, { preferenceDate: inDays(6), timezone: 'UTC', startTime: '10:00 AM', endTime: '11:00 AM' }));
    expect(res.statusCode).toBe(201);
    const booking = (res.json() as { data: Booking }).data;
    const link = `/econsultancy/booking/preview/${booking.id}`;
    const clientName = bookingPayload(consultant.id).clientInformation.name;
    expect(await noticesOf(consultant.token)).toEqual([expect.objectContaining({ kind: 'booking', title: `${clientName} booked an e-consultation with you`, link })]);
    expect(await noticesOf(client.token)).toEqual([]);

    expect((await post(t, `/econsultancybooking/${booking.id}/reschedule`, { preferenceDate: inDays(7), startTime: '02:00 PM', endTime: '03:00 PM' }, consultant.token)).statusCode).toBe(200);
    expect((await noticesOf(client.token)).map((n) => n.title)).toEqual(['Hana Mansour proposed a new time for your booking']);
    expect((await post(t, `/econsultancybooking/${booking.id}/reschedule/accept`, {}, client.token)).statusCode).toBe(200);
    expect((await noticesOf(consultant.token))[0].title).toBe(`${clientName} accepted the new time for your booking`);
    expect((await post(t, `/econsultancybooking/${booking.id}/cancel`, {}, client.token)).statusCode).toBe(200);
    expect((await noticesOf(consultant.token)).map((n) => n.title)).toEqual([
      `${clientName} cancelled your booking`,
      `${clientName} accepted the new time for your booking`,
      `${clientName} booked an e-consultation with you`,
    ]);
    expect((await noticesOf(client.token)).map((n) => n.link)).toEqual([link]);
  });

  it('tells both parties of an ended hire that their review is waiting, once', async () => {
    const vacancy = await postVacancy(t, business.token, { title: 'Coach' });
    const hired = await createFreelancer(t, { firstName: 'Rana', lastName: 'Aziz' });
    await request(t, 'PUT', '/vacancy/apply', hired.token, { vacancyId: vacancy.id });
    const application = await applicationOf(vacancy.id, hired.user.id);
    await request(t, 'POST', `/vacancy/${vacancy.id}/applications/${application.id}/status`, business.token, { status: 'hired' });
    expect((await request(t, 'POST', `/vacancy/${vacancy.id}/applications/${application.id}/end`, business.token)).statusCode).toBe(200);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect((await noticesOf(hired.token)).filter((n) => n.kind === 'reviewWaiting')).toEqual([expect.objectContaining({ title: 'You can now review Omar Khalil', link: '/vacancies-applied' })]);
    expect((await noticesOf(business.token)).filter((n) => n.kind === 'reviewWaiting')).toEqual([expect.objectContaining({ kind: 'reviewWaiting', title: 'You can now review Rana Aziz', link: `/vacancies-posted/freelancers/${vacancy.id}` })]);
  });
});
