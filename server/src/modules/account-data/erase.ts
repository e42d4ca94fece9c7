import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  companies,
  conversations,
  econsultationBookings,
  emailChanges,
  emailVerifications,
  freelancers,
  messages,
  sessions,
  users,
  vacancyApplications,
} from '../../db/schema';
import { isUuid } from '../../http/uuid';

/** The unique address an erased account keeps (the column is unique and required; .invalid never delivers). */
export const erasedAddress = (userId: string): string => `erased-${userId}@erased.invalid`;

/**
 * Erases a deleted account's personal data once its erase_after has passed, in one transaction that first claims the
 * erasure (erased_at set by an UPDATE … WHERE erased_at IS NULL): of two instances running it, one erases. Names,
 * address, phone, place, password, the profile's texts, photo and résumé, cover letters and their files, the contact
 * details of its bookings, and the text and files of its messages go; the rows stay, so the other party's bookings,
 * applications, conversations and the reviews the member wrote remain, the reviews signed by no one ("A former
 * member"). Answers the storage keys to remove after commit, or undefined when there was nothing to do.
 */
export async function eraseAccount(db: Db, userId: string, now: Date): Promise<string[] | undefined> {
  if (!isUuid(userId)) return undefined;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [claimed] = await tx
      .update(accountDeletions)
      .set({ erasedAt: now })
      .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAfter, now)))
      .returning();
    if (!claimed) return undefined;
    const files: string[] = [];
    const keep = (key: string | null) => key && files.push(key);

    // The account: users_sync_freelancers carries the name and place to the profile.
    await tx
      .update(users)
      .set({
        email: erasedAddress(userId),
        firstName: '',
        lastName: '',
        phone: '',
        country: '',
        city: '',
        showPhonePublic: false,
        showPhoneRegistered: false,
        passwordHash: '',
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        notifyMessages: false,
        notifyApplications: false,
        notifyBookings: false,
        notifyNews: false,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    for (const { key } of await tx.delete(companies).where(eq(companies.userId, userId)).returning({ key: companies.logoKey })) keep(key);

    const [profile] = await tx.select({ photoKey: freelancers.photoKey, resumeKey: freelancers.resumeKey }).from(freelancers).where(eq(freelancers.userId, userId));
    if (profile) {
      keep(profile.photoKey);
      keep(profile.resumeKey);
      await tx
        .update(freelancers)
        .set({
          publish: false,
          emailVacancies: false,
          profileHeader: '',
          profileSummary: '',
          companyName: '',
          personalLink: '',
          linkedinLink: '',
          legalName: '',
          nationality: '',
          residencyVisa: '',
          photoKey: null,
          resumeKey: null,
          resumeFileName: null,
          resumeSize: null,
        })
        .where(eq(freelancers.userId, userId));
    }

    const mine = eq(vacancyApplications.freelancerUserId, userId);
    for (const { key } of await tx.select({ key: vacancyApplications.fileKey }).from(vacancyApplications).where(and(mine, isNotNull(vacancyApplications.fileKey)))) keep(key);
    await tx.update(vacancyApplications).set({ coverLetter: '', fileKey: null, fileSize: null }).where(mine);

    await tx
      .update(econsultationBookings)
      .set({ clientName: '', clientOrganization: '', clientEmail: '', clientPhone: '', requirements: '' })
      .where(eq(econsultationBookings.bookedBy, userId));

    const written = eq(messages.senderId, userId);
    for (const { key } of await tx.select({ key: messages.attachmentKey }).from(messages).where(and(written, isNotNull(messages.attachmentKey)))) keep(key);
    await tx.update(messages).set({ text: '', attachmentKey: null, attachmentName: null, attachmentType: null, attachmentSize: null }).where(written);
    await tx.update(conversations).set({ lastMessageText: '' }).where(eq(conversations.lastSenderId, userId));
    return files;
  });
}
