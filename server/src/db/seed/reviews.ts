import { inArray } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS } from '@contracts/review';
import type { Db } from '../client';
import { econsultationBookings, freelancers, reviews, users } from '../schema';
import { ReviewsRepository } from '../../modules/reviews/repository';

const DAY = 86_400_000;

/** What clients said of freelancers, and freelancers of clients, in both languages. */
const OF_FREELANCER: [string, 'en' | 'ar'][] = [
  ['Well prepared and practical: our managers left with a plan they could use the next morning.', 'en'],
  ['Clear answers to every question, and a follow-up summary the same day. We will book again.', 'en'],
  ['Knew the regulations in the Gulf inside out and explained them without jargon.', 'en'],
  ['جلسة منظمة ومفيدة جدًا، وقدّم لنا خطوات عملية يمكن تطبيقها مباشرة.', 'ar'],
  ['Good session overall; we needed a little more time on the budget questions.', 'en'],
  ['خبرة واضحة في السوق المحلي وأسلوب مهني في الشرح والمتابعة.', 'ar'],
];
const OF_CLIENT: [string, 'en' | 'ar'][] = [
  ['A clear brief sent in advance, and the team came with good questions.', 'en'],
  ['Punctual, well organised and quick to answer follow-up questions.', 'en'],
  ['طلبات واضحة والتزام بالمواعيد، وتعاون ممتاز طوال الجلسة.', 'ar'],
];

/**
 * Reviews of past e-consultations for most demo freelancers: one to four completed bookings each with a demo
 * business, both sides reviewed and published (some in Arabic); one pair still blind (the client wrote two days
 * ago, the freelancer has not), one review with the freelancer's reply, one hidden by an administrator. The
 * freelancers' stored ratings follow.
 */
export async function seedReviews(db: Db, freelancerIds: string[], businessIds: string[], now: Date): Promise<number> {
  if (freelancerIds.length === 0 || businessIds.length === 0) return 0;
  const profiles = await db.select({ id: freelancers.id, userId: freelancers.userId }).from(freelancers).where(inArray(freelancers.id, freelancerIds));
  const userOf = new Map(profiles.map((p) => [p.id, p.userId]));
  const clients = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, businessIds));
  let made = 0;
  const book = async (freelancerId: string, client: (typeof clients)[number], endsAt: Date) => {
    const startsAt = new Date(endsAt.getTime() - 60 * 60_000);
    const [row] = await db
      .insert(econsultationBookings)
      .values({
        freelancerId,
        bookedBy: client.id,
        clientName: `${client.firstName} ${client.lastName}`,
        clientEmail: client.email,
        requirements: 'A one-hour session about our training plan for the year.',
        preferenceDate: startsAt.toISOString().slice(0, 10),
        startTime: '10:00 AM',
        endTime: '11:00 AM',
        clientTimezone: 'Asia/Dubai',
        freelancerTimezone: 'Asia/Dubai',
        startsAt,
        endsAt,
        hourlyRate: '$60',
        totalFees: '$60',
      })
      .returning({ id: econsultationBookings.id });
    return row.id;
  };
  for (const [i, freelancerId] of freelancerIds.entries()) {
    const freelancerUserId = userOf.get(freelancerId);
    // Every fifth freelancer has no review yet.
    if (!freelancerUserId || i % 5 === 4) continue;
    for (let j = 0; j < 1 + (i % 4); j++) {
      const client = clients[(i + j) % clients.length];
      const endsAt = new Date(now.getTime() - (20 + 9 * j + (i % 7)) * DAY);
      const bookingId = await book(freelancerId, client, endsAt);
      const written = new Date(endsAt.getTime() + (1 + (j % 3)) * DAY);
      const [text, language] = OF_FREELANCER[(i + j) % OF_FREELANCER.length];
      const rating = (i + j) % 6 === 4 ? 4 : 5;
      const [reviewed] = await db
        .insert(reviews)
        .values({
          bookingId,
          authorId: client.id,
          subjectUserId: freelancerUserId,
          freelancerId,
          reviewedRole: 'freelancer',
          rating,
          communication: 5,
          expertise: rating,
          value: (i + j) % 3 === 0 ? 4 : null,
          text,
          language,
          subjectMinutes: 60,
          createdAt: written,
          updatedAt: written,
          publishedAt: new Date(written.getTime() + DAY),
          // Freelancer 2's first review has its reply; freelancer 3's first was hidden by an administrator.
          ...(i === 1 && j === 0 ? { reply: 'Thank you: it was a pleasure to work with your team.', repliedAt: new Date(written.getTime() + 2 * DAY) } : {}),
          ...(i === 2 && j === 0 ? { hiddenAt: new Date(written.getTime() + 3 * DAY), hiddenNote: 'Demo: reported as written by a competitor; checked and hidden.' } : {}),
        })
        .returning({ id: reviews.id });
      const [ofClient, clientLanguage] = OF_CLIENT[(i + j) % OF_CLIENT.length];
      await db.insert(reviews).values({
        bookingId,
        authorId: freelancerUserId,
        subjectUserId: client.id,
        freelancerId,
        reviewedRole: 'client',
        rating: 5,
        clarity: 5,
        punctuality: (i + j) % 2 === 0 ? 5 : 4,
        text: ofClient,
        language: clientLanguage,
        subjectMinutes: 60,
        createdAt: new Date(written.getTime() + DAY),
        updatedAt: new Date(written.getTime() + DAY),
        publishedAt: new Date(written.getTime() + DAY),
      });
      made += reviewed ? 2 : 0;
    }
  }
  // The blind pair: the first freelancer's client wrote two days ago; the freelancer has not yet.
  const first = freelancerIds[0];
  const firstUser = userOf.get(first);
  if (firstUser) {
    const endsAt = new Date(now.getTime() - 3 * DAY);
    const client = clients[clients.length - 1];
    const bookingId = await book(first, client, endsAt);
    await db.insert(reviews).values({
      bookingId,
      authorId: client.id,
      subjectUserId: firstUser,
      freelancerId: first,
      reviewedRole: 'freelancer',
      rating: 5,
      communication: 5,
      text: 'Sharp, kind and practical. Our HR team already uses the checklist from the session.',
      language: 'en',
      subjectMinutes: 60,
      createdAt: new Date(now.getTime() - 2 * DAY),
      updatedAt: new Date(now.getTime() - 2 * DAY),
      publishedAt: new Date(endsAt.getTime() + REVIEW_WINDOW_DAYS * DAY),
    });
    made += 1;
  }
  const repository = new ReviewsRepository(db);
  for (const id of freelancerIds) await repository.refreshRating(id, now);
  return made;
}
