import { eq } from 'drizzle-orm';
import { WEEKDAYS } from '@contracts/reference';
import { reviewMsg, type Review, type ReviewsPage, type ReviewState } from '@contracts/review';
import type { Freelancer } from '@contracts/freelancer';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { freelancers, reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload, createEConsultant } from '../../test/econsultations';
import { createFreelancer, createMember, get, type Member } from '../../test/freelancers';
import { mailsTo } from '../../test/outbox';
import { postVacancy, request } from '../../test/vacancies';

const DAY = 86_400_000;
const ALL_WEEK = WEEKDAYS.map((day) => ({ day, from: '12:00 AM', to: '11:30 PM' }));
const inDays = (days: number) => new Date(Date.parse(`${todayIn('UTC')}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const messageOf = (res: { json: () => unknown }) => (res.json() as { message: string }).message;
const TEXT = 'Clear advice on our onboarding plan, on time and well prepared.';

describe('reviews: who may write and when, the double-blind reveal, replies, reports and ratings', () => {
  let t: TestApp;
  const clock = { shift: 0 };
  let consultant: Member & { id: string };
  let client: Member;
  let stranger: Member;
  let bookingId: string;
  let endsAt: number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'https://khibra.example' }, { now: () => new Date(Date.now() + clock.shift) });
    consultant = await createEConsultant(t, { timezone: 'UTC', availability: ALL_WEEK, minNoticeHours: 0 }, { firstName: 'Hana', lastName: 'Mansour', email: 'hana.reviews@example.test' });
    client = await createMember(t, { firstName: 'Karim', lastName: 'Aziz', email: 'karim.reviews@example.test', country: 'Egypt' });
    stranger = await createMember(t);
    const created = await book(t, client.token, bookingPayload(consultant.id, { preferenceDate: inDays(3), timezone: 'UTC', startTime: '10:00 AM', endTime: '11:00 AM' }));
    expect(created.statusCode).toBe(201);
    const booking = created.json().data as { id: string; bookingDetails: { endsAt: string } };
    bookingId = booking.id;
    endsAt = Date.parse(booking.bookingDetails.endsAt);
  });
  afterAll(async () => {
    await t.close();
  });

  const at = (ms: number) => {
    clock.shift = ms - Date.now();
  };
  const write = (token: string, body: unknown, id = bookingId) => request(t, 'POST', `/econsultancybooking/${id}/review`, token, body);
  const stateOf = async (token: string) => (await request(t, 'GET', `/econsultancybooking/${bookingId}/review`, token)).json().data as ReviewState;
  const publicReviews = async () => (await get(t, `/unauth/freelancer/${consultant.id}/reviews`)).json().data as ReviewsPage;
  const card = async () => (await get(t, `/unauth/freelancer/${consultant.id}`)).json().data as Freelancer;

  it('refuses before the end, a stranger, bad stars and short text, with clear messages', async () => {
    const early = await write(client.token, { rating: 5, text: TEXT });
    expect([early.statusCode, messageOf(early)]).toEqual([409, reviewMsg.tooEarly]);
    at(endsAt + 60_000);
    const other = await write(stranger.token, { rating: 5, text: TEXT });
    expect([other.statusCode, messageOf(other)]).toEqual([403, reviewMsg.notAParty]);
    expect((await request(t, 'GET', `/econsultancybooking/${bookingId}/review`, stranger.token)).statusCode).toBe(403);
    expect((await write(client.token, { rating: 5, text: TEXT }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    for (const [body, message] of [
      [{ rating: 6, text: TEXT }, reviewMsg.badRating],
      [{ rating: 4.5, text: TEXT }, reviewMsg.badRating],
      [{ text: TEXT }, reviewMsg.badRating],
      [{ rating: 5, text: 'Too short.' }, reviewMsg.textTooShort],
      [{ rating: 5, text: 'x'.repeat(2001) }, reviewMsg.textTooLong],
      [{ rating: 5, communication: 0, text: TEXT }, reviewMsg.badAspect],
      // The client rates the freelancer: clarity is what a freelancer says of a client.
      [{ rating: 5, clarity: 4, text: TEXT }, reviewMsg.badAspect],
    ] as const) {
      const res = await write(client.token, body);
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    expect(await t.database.db.select().from(reviews)).toEqual([]);
  });

  it('keeps the first review hidden from everyone but its author; the other party sees only that it was written', async () => {
    // Aspects not rated come as null (the app's form) or are left out.
    const res = await write(client.token, { rating: 4, communication: '٥', expertise: 4, value: null, text: `  ${TEXT}  ` });
    expect(res.statusCode).toBe(200);
    const mine = (res.json().data as ReviewState).mine as Review;
    expect(mine).toMatchObject({ rating: 4, aspects: { communication: 5, expertise: 4 }, text: TEXT, published: false, subject: { kind: 'booking', minutes: 60 } });
    expect(mine.publishedAt).toBe(new Date(endsAt + 14 * DAY).toISOString());
    // The author may still edit it.
    expect((await write(client.token, { rating: 5, communication: 5, text: TEXT })).statusCode).toBe(200);
    const theirs = await stateOf(consultant.token);
    expect(theirs).toMatchObject({ canReview: true, theyWrote: true, theirs: null, mine: null });
    expect(JSON.stringify(theirs)).not.toContain('onboarding');
    expect((await publicReviews()).data).toEqual([]);
    expect((await card()).rating).toBeNull();
    const html = await t.app.inject({ method: 'GET', url: `/freelancer/${consultant.id}` });
    expect(html.body).not.toContain('onboarding');
  });

  it('publishes both together when the second party writes; then neither changes, and the rating counts it', async () => {
    const res = await write(consultant.token, { rating: 4, clarity: 5, punctuality: 3, text: 'A well prepared client with a clear brief and questions.' });
    expect(res.statusCode).toBe(200);
    const state = res.json().data as ReviewState;
    expect(state.mine?.published).toBe(true);
    expect(state.theirs).toMatchObject({ rating: 5, text: TEXT, author: { firstName: 'Karim', country: 'Egypt' } });
    expect(JSON.stringify(state.theirs)).not.toContain('karim.reviews@example.test');
    const again = await write(client.token, { rating: 1, text: TEXT });
    expect([again.statusCode, messageOf(again)]).toEqual([409, reviewMsg.published]);
    const page = await publicReviews();
    expect(page.data.map((r) => [r.rating, r.author.firstName])).toEqual([[5, 'Karim']]);
    expect(page.summary).toEqual({ average: 5, count: 1, aspects: { communication: 5 } });
    expect(JSON.stringify(page)).not.toContain('@');
    expect((await card()).rating).toEqual({ average: 5, count: 1 });
  });

  it("marks a review as the viewer's own only for its signed-in author: never for a visitor, the freelancer or another member", async () => {
    const mineFor = async (token?: string) => {
      const res = await get(t, `/unauth/freelancer/${consultant.id}/reviews`, token);
      expect(res.statusCode).toBe(200);
      return { mine: (res.json().data as ReviewsPage).data.map((r) => r.mine === true), cacheControl: res.headers['cache-control'] };
    };
    expect(await mineFor(client.token)).toEqual({ mine: [true], cacheControl: 'private, no-store' });
    for (const token of [undefined, consultant.token, stranger.token]) expect((await mineFor(token)).mine).toEqual([false]);
    // A token that names no live session is answered as a visitor's.
    expect((await mineFor('not-a-token')).mine).toEqual([false]);
  });

  it('lets the person reviewed reply once, publicly; members report a review; an administrator hides it and it leaves the averages', async () => {
    const [review] = (await publicReviews()).data;
    expect((await request(t, 'POST', `/reviews/${review.id}/reply`, client.token, { text: 'Thanks!' })).statusCode).toBe(403);
    const empty = await request(t, 'POST', `/reviews/${review.id}/reply`, consultant.token, { text: '  ' });
    expect([empty.statusCode, messageOf(empty)]).toEqual([400, reviewMsg.replyRequired]);
    const replied = await request(t, 'POST', `/reviews/${review.id}/reply`, consultant.token, { text: 'Thank you, Karim.' });
    expect(replied.statusCode).toBe(200);
    const twice = await request(t, 'POST', `/reviews/${review.id}/reply`, consultant.token, { text: 'Again.' });
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, reviewMsg.replyTwice]);
    expect((await publicReviews()).data[0].reply?.text).toBe('Thank you, Karim.');

    expect((await request(t, 'POST', `/reviews/${review.id}/report`, client.token, { reason: 'Mine.' })).statusCode).toBe(403);
    expect((await request(t, 'POST', `/reviews/${review.id}/report`, stranger.token, { reason: '' })).statusCode).toBe(400);
    expect((await request(t, 'POST', `/reviews/${review.id}/report`, stranger.token, { reason: 'Looks fake.' })).statusCode).toBe(200);
    expect((await t.app.services.reviews.reports()).map((r) => [r.reviewId, r.reason])).toEqual([[review.id, 'Looks fake.']]);

    await t.app.services.reviews.setHidden(review.id, true, 'Reported; checked.');
    expect((await publicReviews()).data).toEqual([]);
    expect((await card()).rating).toBeNull();
    expect((await request(t, 'POST', `/reviews/${review.id}/report`, stranger.token, { reason: 'Again' })).statusCode).toBe(404);
    await t.app.services.reviews.setHidden(review.id, false);
    expect((await card()).rating).toEqual({ average: 5, count: 1 });
  });

  it('reveals a lone review at day 14 (its rating with it) and refuses reviews after it; "Top rated" orders by the Bayesian average', async () => {
    at(Date.now());
    clock.shift = 0;
    const second = await book(t, client.token, bookingPayload(consultant.id, { preferenceDate: inDays(5), timezone: 'UTC', startTime: '10:00 AM', endTime: '10:30 AM' }));
    const { id, bookingDetails } = second.json().data as { id: string; bookingDetails: { endsAt: string } };
    const end = Date.parse(bookingDetails.endsAt);
    at(end + DAY);
    expect((await write(consultant.token, { rating: 3, text: 'Arrived late, but the questions were good ones.' }, id)).statusCode).toBe(200);
    at(end + 14 * DAY - 60_000);
    expect((await request(t, 'GET', `/econsultancybooking/${id}/review`, client.token)).json().data).toMatchObject({ canReview: true, theyWrote: true, theirs: null });
    at(end + 14 * DAY + 60_000);
    const late = await write(client.token, { rating: 5, text: TEXT }, id);
    expect([late.statusCode, messageOf(late)]).toEqual([409, reviewMsg.tooLate]);
    expect((await request(t, 'GET', `/econsultancybooking/${id}/review`, client.token)).json().data).toMatchObject({ canReview: false, theyWrote: false, theirs: { rating: 3 } });
    // A review of the client does not count in the freelancer's rating.
    await t.app.jobs.drain();
    expect((await card()).rating).toEqual({ average: 5, count: 1 });

    // One 5-star review against forty of 4.8 on average (stored ratings, as the reveal keeps them).
    const one = await createFreelancer(t, { firstName: 'One' });
    const many = await createFreelancer(t, { firstName: 'Many' });
    await createFreelancer(t, { firstName: 'Unrated' });
    await t.database.db.update(freelancers).set({ ratingCount: 1, ratingSum: 5 }).where(eq(freelancers.id, one.id));
    await t.database.db.update(freelancers).set({ ratingCount: 40, ratingSum: 192 }).where(eq(freelancers.id, many.id));
    const top = (await get(t, '/unauth/freelancers?sort=rating')).json() as { data: Freelancer[] };
    // Many: (192 + 4 × 5) / 45 = 4.71; Hana and One, a single 5: (5 + 20) / 6 = 4.17 (id breaks the tie).
    const order = top.data.map((f) => f.user.firstName);
    expect(order[0]).toBe('Many');
    expect(order.slice(1, 3).sort()).toEqual(['Hana', 'One']);
    expect(order.at(-1)).toBe('Unrated');
    expect(top.data.at(-1)?.rating).toBeNull();
  });

  it('e-mails each party when reviewing opens and three days before it closes, in their language, only those who have not written', async () => {
    clock.shift = 0;
    const third = await book(t, client.token, bookingPayload(consultant.id, { preferenceDate: inDays(7), timezone: 'UTC', startTime: '10:00 AM', endTime: '10:30 AM' }));
    const { id, bookingDetails } = third.json().data as { id: string; bookingDetails: { endsAt: string } };
    const end = Date.parse(bookingDetails.endsAt);
    const outbox = t.app.mailer.outboxDir as string;
    const opened = (mails: { subject: string; text: string }[]) => mails.filter((m) => m.subject.startsWith('How did it go?') && m.text.includes(id));
    at(end + 60_000);
    expect(opened(await mailsTo(outbox, 'karim.reviews@example.test'))).toHaveLength(1);
    expect(opened(await mailsTo(outbox, 'hana.reviews@example.test'))).toHaveLength(1);
    expect((await write(client.token, { rating: 4, text: TEXT }, id)).statusCode).toBe(200);
    at(end + 11 * DAY + 60_000);
    const closing = (mails: { subject: string; text: string }[]) => mails.filter((m) => m.subject.startsWith('A few days left') && m.text.includes(id));
    expect(closing(await mailsTo(outbox, 'hana.reviews@example.test'))).toHaveLength(1);
    expect(closing(await mailsTo(outbox, 'karim.reviews@example.test'))).toHaveLength(0);
    // Karim's lone review of Hana shows at day 14, and her stored rating takes it in (the reveal job).
    expect((await card()).rating).toEqual({ average: 5, count: 1 });
    at(end + 14 * DAY + 60_000);
    await t.app.jobs.drain();
    expect((await publicReviews()).data.map((r) => r.rating)).toEqual([4, 5]);
    expect((await card()).rating).toEqual({ average: 4.5, count: 2 });
  });

  it('reviews a hire once the business ends it: each side once, the vacancy as the subject', async () => {
    clock.shift = 0;
    const business = await createMember(t, { firstName: 'Omar', iam: ['Business'] });
    const vacancy = await postVacancy(t, business.token);
    const hired = await createFreelancer(t, { firstName: 'Salma' });
    await request(t, 'PUT', '/vacancy/apply', hired.token, { vacancyId: vacancy.id, coverLetter: 'Happy to help.' });
    const applicants = (await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, business.token)).json().data as { data: { application: { id: string } }[] };
    const applicationId = applicants.data[0].application.id;
    const path = `/vacancy/${vacancy.id}/applications/${applicationId}`;
    const notHired = await request(t, 'POST', `${path}/review`, business.token, { rating: 5, text: TEXT });
    expect([notHired.statusCode, messageOf(notHired)]).toEqual([409, reviewMsg.notHired]);
    expect((await request(t, 'POST', `${path}/status`, business.token, { status: 'hired' })).statusCode).toBe(200);
    const notEnded = await request(t, 'POST', `${path}/review`, hired.token, { rating: 5, text: TEXT });
    expect([notEnded.statusCode, messageOf(notEnded)]).toEqual([409, reviewMsg.notEnded]);
    expect((await request(t, 'POST', `${path}/end`, stranger.token)).statusCode).toBe(403);
    expect((await request(t, 'POST', `${path}/end`, business.token)).statusCode).toBe(200);
    expect((await request(t, 'POST', `${path}/end`, hired.token)).statusCode).toBe(409);
    expect((await request(t, 'POST', `${path}/end`, business.token)).statusCode).toBe(409);
    expect((await request(t, 'POST', `${path}/review`, hired.token, { rating: 4, clarity: 4, text: 'A clear brief and a kind, responsive team.' })).statusCode).toBe(200);
    const both = await request(t, 'POST', `${path}/review`, business.token, { rating: 5, value: 5, text: 'Delivered the workshops on time and above what we hoped.' });
    expect((both.json().data as ReviewState).theirs).toMatchObject({ rating: 4, subject: { kind: 'vacancy', title: vacancy.title } });
    const salma = (await get(t, `/unauth/freelancer/${hired.id}/reviews`)).json().data as ReviewsPage;
    expect(salma.data.map((r) => [r.rating, r.subject])).toEqual([[5, { kind: 'vacancy', title: vacancy.title }]]);
    expect((await t.app.services.reviews.ofClient(business.user.id, 10)).map((r) => r.rating)).toEqual([4]);
  });

  it('lets the hired freelancer end the engagement too: the business is told by e-mail in its language, and both may review', async () => {
    clock.shift = 0;
    const business = await createMember(t, { firstName: 'Mona', lastName: 'Fahad', iam: ['Business'], email: 'mona.reviews@example.test', language: 'ar' });
    const vacancy = await postVacancy(t, business.token, { title: 'Onboarding coach' });
    const hired = await createFreelancer(t, { firstName: 'Rami', lastName: 'Saad', email: 'rami.reviews@example.test' });
    await request(t, 'PUT', '/vacancy/apply', hired.token, { vacancyId: vacancy.id });
    const applicants = (await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, business.token)).json().data as { data: { application: { id: string } }[] };
    const path = `/vacancy/${vacancy.id}/applications/${applicants.data[0].application.id}`;
    expect((await request(t, 'POST', `${path}/status`, business.token, { status: 'hired' })).statusCode).toBe(200);

    const ended = await request(t, 'POST', `${path}/end`, hired.token);
    expect(ended.statusCode).toBe(200);
    expect((ended.json().data as ReviewState).canReview).toBe(true);
    expect((await request(t, 'POST', `${path}/end`, business.token)).statusCode).toBe(409);
    const outbox = t.app.mailer.outboxDir as string;
    const [told] = (await mailsTo(outbox, 'mona.reviews@example.test')).filter((m) => !m.subject.startsWith('عرض جديد'));
    expect(told.subject).toBe('أُعلن انتهاء التعاقد من طرف Rami Saad: اكتب تقييمك على خبرة');
    expect(told.text).toContain('«Onboarding coach»');
    expect((await mailsTo(outbox, 'rami.reviews@example.test')).map((m) => m.subject).filter((subject) => !subject.startsWith('You were hired'))).toEqual(['How did it go? Leave a review on Khibra']);
    expect((await request(t, 'POST', `${path}/review`, business.token, { rating: 5, text: TEXT })).statusCode).toBe(200);
    expect((await request(t, 'POST', `${path}/review`, hired.token, { rating: 5, text: TEXT })).statusCode).toBe(200);
  });
});
