import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, conversations, econsultationBookings, econsultationSettings, freelancers, messages, reviews, vacancies, vacancyApplications } from '../../db/schema';
import type { UserRow } from '../users/repository';

/** The download of GET /user/export: the member's own data, and of others only what the member was shown. */
export interface AccountExport {
  exportedAt: string;
  account: Record<string, unknown>;
  notificationSettings: Record<string, boolean>;
  profile: Record<string, unknown> | null;
  econsultationSettings: Record<string, unknown> | null;
  company: Record<string, unknown> | null;
  vacancies: Record<string, unknown>[];
  applications: Record<string, unknown>[];
  bookings: { asClient: Record<string, unknown>[]; asConsultant: Record<string, unknown>[] };
  messagesWritten: Record<string, unknown>[];
  reviews: { written: Record<string, unknown>[]; received: Record<string, unknown>[] };
}

/** Columns that are secrets, storage keys or search machinery, never part of a download. */
const LEFT_OUT = new Set([
  'passwordHash',
  'tempPasswordHash',
  'tempPasswordExpiresAt',
  'searchName',
  'nameKey',
  'skillKeys',
  'rateKey',
  'availabilityRank',
  'yearsExperience',
  'searchText',
  'photoKey',
  'resumeKey',
  'fileKey',
  'logoKey',
  'attachmentKey',
]);

const own = (row: object | undefined): Record<string, unknown> | null =>
  row ? Object.fromEntries(Object.entries(row).filter(([key]) => !LEFT_OUT.has(key))) : null;
const ownRows = (rows: object[]): Record<string, unknown>[] => rows.map((row) => own(row) as Record<string, unknown>);

/**
 * Everything of the member's: account, notification settings, profile, e-consultation settings, company page,
 * vacancies, applications (with the proposals), bookings on either side (of the other party only what the booking
 * showed: the client's contact details to the consultant, the consultant's name to the client), the messages the
 * member wrote (never the other side's), and reviews written and received (published ones; no reviewer's identity).
 */
export async function exportAccount(db: Db, user: UserRow, now: Date): Promise<AccountExport> {
  const [profile] = await db.select().from(freelancers).where(eq(freelancers.userId, user.id));
  const [settings] = profile ? await db.select().from(econsultationSettings).where(eq(econsultationSettings.freelancerId, profile.id)) : [];
  const [company] = await db.select().from(companies).where(eq(companies.userId, user.id));
  const posted = await db.select().from(vacancies).where(and(eq(vacancies.userId, user.id), isNull(vacancies.deletedAt))).orderBy(desc(vacancies.postedAt));
  const applied = await db
    .select({ application: vacancyApplications, vacancyTitle: vacancies.title })
    .from(vacancyApplications)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
    .where(eq(vacancyApplications.freelancerUserId, user.id))
    .orderBy(desc(vacancyApplications.appliedAt));
  const asClient = await db
    .select({ booking: econsultationBookings, consultantName: freelancers.fullName })
    .from(econsultationBookings)
    .innerJoin(freelancers, eq(freelancers.id, econsultationBookings.freelancerId))
    .where(eq(econsultationBookings.bookedBy, user.id))
    .orderBy(desc(econsultationBookings.startsAt));
  const asConsultant = profile
    ? await db.select().from(econsultationBookings).where(eq(econsultationBookings.freelancerId, profile.id)).orderBy(desc(econsultationBookings.startsAt))
    : [];
  const written = await db
    .select({ message: messages, subject: conversations.subjectTitle })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.senderId, user.id))
    .orderBy(messages.seq);
  const reviewsWritten = await db.select().from(reviews).where(eq(reviews.authorId, user.id)).orderBy(desc(reviews.createdAt));
  const reviewsReceived = await db
    .select({
      id: reviews.id,
      reviewedRole: reviews.reviewedRole,
      rating: reviews.rating,
      text: reviews.text,
      subjectTitle: reviews.subjectTitle,
      publishedAt: reviews.publishedAt,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(and(eq(reviews.subjectUserId, user.id), lte(reviews.publishedAt, now), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.publishedAt));

  const { notifyMessages, notifyApplications, notifyBookings, notifyNews } = user;
  return {
    exportedAt: now.toISOString(),
    account: own(user) as Record<string, unknown>,
    notificationSettings: { messages: notifyMessages, applications: notifyApplications, bookings: notifyBookings, news: notifyNews },
    profile: own(profile),
    econsultationSettings: own(settings),
    company: own(company),
    vacancies: ownRows(posted),
    applications: applied.map(({ application, vacancyTitle }) => ({ ...own(application), vacancyTitle })),
    bookings: {
      asClient: asClient.map(({ booking, consultantName }) => ({ ...own(booking), consultantName })),
      asConsultant: ownRows(asConsultant),
    },
    messagesWritten: written.map(({ message, subject }) => ({
      conversationId: message.conversationId,
      conversationSubject: subject,
      createdAt: message.createdAt,
      text: message.text,
      attachmentName: message.attachmentName,
    })),
    reviews: { written: ownRows(reviewsWritten), received: reviewsReceived },
  };
}
