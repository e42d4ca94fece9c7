import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { vacancies, vacancyApplications } from '../schema';
import { ConversationsRepository, orderedPair } from '../../modules/conversations/repository';

const MINUTE = 60_000;

/** Exchanges between a business (first line) and an applicant, in English and in Arabic. */
const TALKS: string[][] = [
  ['Thank you for your proposal. Could you run the first session in Riyadh in person?', 'Yes, I can be in Riyadh for the first day and run the rest online.', 'Good. Please send the outline when you can.'],
  ['شكرًا على عرضك. هل يمكن أن يكون البرنامج باللغة العربية بالكامل؟', 'نعم بالتأكيد، وسأرسل لكم المواد باللغتين إن رغبتم.', 'ممتاز، ننتظر المخطط الأولي.'],
  ['We liked your cover letter. What would a three-month engagement look like?', 'Two workshops a month and a review call each week; I will attach a plan.'],
  ['Are you available to start before the end of the month?', 'I can start on the 20th.'],
];

/**
 * Conversations of the demo: each business's first applicants, about the vacancy they applied to, a few messages
 * over the last days (the newest of some still unread by the business), so `/messages` shows real traffic.
 */
export async function seedConversations(db: Db, vacancyIds: string[], now: Date): Promise<number> {
  const repository = new ConversationsRepository(db);
  let made = 0;
  for (const [v, vacancyId] of vacancyIds.slice(0, 6).entries()) {
    const [vacancy] = await db.select({ ownerId: vacancies.userId, title: vacancies.title }).from(vacancies).where(eq(vacancies.id, vacancyId));
    const [application] = await db.select({ freelancerUserId: vacancyApplications.freelancerUserId }).from(vacancyApplications).where(eq(vacancyApplications.vacancyId, vacancyId)).limit(1);
    if (!vacancy || !application) continue;
    const conversation = await repository.findOrCreate({
      ...orderedPair(vacancy.ownerId, application.freelancerUserId),
      subject: 'vacancy',
      subjectKey: vacancyId,
      vacancyId,
      subjectTitle: vacancy.title,
    });
    const lines = TALKS[v % TALKS.length];
    const startedAt = now.getTime() - (v + 1) * 26 * 60 * MINUTE;
    for (const [i, text] of lines.entries()) {
      const sender = i % 2 === 0 ? vacancy.ownerId : application.freelancerUserId;
      await repository.send(conversation, sender, text, new Date(startedAt + i * 47 * MINUTE));
    }
    // The freelancer has read everything; the business has not read the last answer of every other conversation.
    const last = new Date(startedAt + lines.length * 47 * MINUTE);
    await repository.markRead(conversation, application.freelancerUserId, last);
    if (v % 2 === 0) await repository.markRead(conversation, vacancy.ownerId, last);
    made += 1;
  }
  return made;
}
