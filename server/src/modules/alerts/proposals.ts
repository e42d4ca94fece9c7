import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { alertStreams, users, vacancies, vacancyApplications } from '../../db/schema';
import { pagePath, pageUrl } from '../../http/page-url';
import type { JobQueue } from '../../jobs/queue';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import type { Clock } from '../deps';
import type { AddNotice } from '../notices/kinds';
import { proposalsDigestMail, proposalsMail } from './mails';
import { HOUR_MS, nextDaily, nextInstant } from './schedule';

/** One vacancy's new proposals: the notice, and the e-mail of a business on 'instant' ({ vacancyId }). */
export const PROPOSALS_JOB = 'proposal-alerts';
/** A business's daily summary of new proposals ({ userId }). */
export const PROPOSALS_DIGEST_JOB = 'proposal-alerts-digest';
const MAX_ATTEMPTS = 5;

export interface ProposalAlertsDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  addNotice?: AddNotice;
  now: Clock;
}

const vacancyStream = (vacancyId: string) => `proposals:${vacancyId}`;
const digestStream = (userId: string) => `proposals-digest:${userId}`;

/**
 * New proposals reach the business. Per vacancy a stream: the first proposal is told at once, later ones at most
 * once an hour with how many arrived (a notice every time, whatever the switches; the e-mail while the business
 * chose 'instant'). A business on 'daily' gets one summary a day of every vacancy's new proposals. The e-mails are
 * of the applications category: the delivery gate drops them while it is off. Runs are once-only as vacancy
 * alerts' are: a dedupe key per round of the stream, the round moved on under the stream row's lock.
 */
export class ProposalAlerts {
  constructor(private readonly deps: ProposalAlertsDeps) {}

  register(): void {
    this.deps.jobs.register(PROPOSALS_JOB, async (payload) => this.send((payload as { vacancyId: string }).vacancyId));
    this.deps.jobs.register(PROPOSALS_DIGEST_JOB, async (payload) => this.sendDigest((payload as { userId: string }).userId));
  }

  /** In the transaction that stores a proposal (`db`): queues the vacancy's next run (and the owner's summary when on 'daily'). */
  async arrived(vacancyId: string, db: Db = this.deps.db): Promise<void> {
    const now = this.deps.now();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const key = vacancyStream(vacancyId);
      await tx.insert(alertStreams).values({ key }).onConflictDoNothing();
      const [stream] = await tx.select().from(alertStreams).where(eq(alertStreams.key, key)).for('update');
      const runAt = nextInstant(now, stream.sentAt);
      await this.deps.jobs.enqueue(PROPOSALS_JOB, { vacancyId }, { runAt, dedupeKey: `${PROPOSALS_JOB}:${vacancyId}:${stream.round}`, maxAttempts: MAX_ATTEMPTS }, tx);
      const [owner] = await tx.select({ id: users.id, proposalMails: users.proposalMails }).from(vacancies).innerJoin(users, eq(users.id, vacancies.userId)).where(eq(vacancies.id, vacancyId));
      if (owner?.proposalMails === 'daily') {
        const at = nextDaily(now);
        await this.deps.jobs.enqueue(PROPOSALS_DIGEST_JOB, { userId: owner.id }, { runAt: at, dedupeKey: `${PROPOSALS_DIGEST_JOB}:${owner.id}:${at.toISOString()}`, maxAttempts: MAX_ATTEMPTS }, tx);
      }
    });
    this.deps.jobs.kick();
  }

  /** The vacancy's run: the proposals since the last one counted; a notice, and the e-mail on 'instant'. */
  async send(vacancyId: string): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const [stream] = await tx.update(alertStreams).set({ round: sql`${alertStreams.round} + 1` }).where(eq(alertStreams.key, vacancyStream(vacancyId))).returning();
      if (!stream) return;
      const since = stream.upTo ?? new Date(now.getTime() - HOUR_MS);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(vacancyApplications)
        .where(and(eq(vacancyApplications.vacancyId, vacancyId), gt(vacancyApplications.appliedAt, since), lte(vacancyApplications.appliedAt, now)));
      const [record] = await tx
        .select({ vacancy: { title: vacancies.title, deletedAt: vacancies.deletedAt }, owner: { id: users.id, email: users.email, firstName: users.firstName, language: users.language, proposalMails: users.proposalMails } })
        .from(vacancies)
        .innerJoin(users, eq(users.id, vacancies.userId))
        .where(eq(vacancies.id, vacancyId));
      if (n === 0 || !record || record.vacancy.deletedAt) return;
      await tx.update(alertStreams).set({ sentAt: now, upTo: now }).where(eq(alertStreams.key, vacancyStream(vacancyId)));
      const { title } = record.vacancy;
      await this.deps.addNotice?.({ userId: record.owner.id, kind: 'proposal', parts: { vacancyTitle: title, count: n }, link: pagePath('vacancyApplicants', { vacancyId }) }, tx);
      if (record.owner.proposalMails !== 'instant') return;
      const link = pageUrl(this.deps.config.publicUrl, 'vacancyApplicants', { vacancyId });
      const mail = inLanguageOf(record.owner, () => proposalsMail(record.owner.email, record.owner.firstName, title, n, link));
      await this.deps.mailer.send({ ...mail, notification: { userId: record.owner.id, category: 'applications' } }, tx);
    });
    this.deps.jobs.kick();
  }

  /** The business chose the daily summary: it counts from now (what came before was told at once). */
  async summariesFromNow(userId: string): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.insert(alertStreams).values({ key: digestStream(userId), upTo: now }).onConflictDoUpdate({ target: alertStreams.key, set: { upTo: now } });
  }

  /** A business's daily summary: each of its vacancies with proposals since the last summary (a day at most). */
  async sendDigest(userId: string): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const key = digestStream(userId);
      await tx.insert(alertStreams).values({ key }).onConflictDoNothing();
      const [stream] = await tx.update(alertStreams).set({ round: sql`${alertStreams.round} + 1` }).where(eq(alertStreams.key, key)).returning();
      const [owner] = await tx.select().from(users).where(eq(users.id, userId));
      if (!owner || owner.proposalMails !== 'daily') return;
      const since = stream.upTo && stream.upTo.getTime() > now.getTime() - 24 * HOUR_MS ? stream.upTo : new Date(now.getTime() - 24 * HOUR_MS);
      const rows = await tx
        .select({ id: vacancies.id, title: vacancies.title, n: count() })
        .from(vacancyApplications)
        .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
        .where(and(eq(vacancies.userId, userId), sql`${vacancies.deletedAt} is null`, gt(vacancyApplications.appliedAt, since), lte(vacancyApplications.appliedAt, now)))
        .groupBy(vacancies.id, vacancies.title)
        .orderBy(vacancies.title);
      await tx.update(alertStreams).set({ sentAt: now, upTo: now }).where(eq(alertStreams.key, key));
      if (rows.length === 0) return;
      const { publicUrl } = this.deps.config;
      const list = rows.map((r) => ({ title: r.title, count: r.n, link: pageUrl(publicUrl, 'vacancyApplicants', { vacancyId: r.id }) }));
      const mail = inLanguageOf(owner, () => proposalsDigestMail(owner.email, owner.firstName, list));
      await this.deps.mailer.send({ ...mail, notification: { userId, category: 'applications' } }, tx);
    });
    this.deps.jobs.kick();
  }
}
