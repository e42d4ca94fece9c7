import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { alertStreams, freelancers, jobs, users, vacancies, vacancyAlertMatches, vacancyAlertRuns, vacancyApplications } from '../../db/schema';
import { pagePath, pageUrl } from '../../http/page-url';
import type { JobQueue } from '../../jobs/queue';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import type { Clock } from '../deps';
import type { AddNotice } from '../notices/kinds';
import { VacanciesRepository, hiringNameOf, type VacancyRecord } from '../vacancies/repository';
import { listedSql } from '../freelancers/visibility';
import { listedVacancySql } from '../vacancies/visibility';
import { vacancyAlertMail } from './mails';
import { profilesMatchingSql, sharedCountSql, sharedSkills } from './matching';
import { HOUR_MS, nextDaily, nextInstant, nextWeekly } from './schedule';
import { effectiveFrequency } from './settings-store';

/** Records the freelancers a newly listed vacancy matches (one job per vacancy, ever). */
export const MATCH_JOB = 'vacancy-alerts-match';
/** Sends one freelancer's pending vacancy alerts ({ freelancerId, mode }). */
export const ALERT_MAIL_JOB = 'vacancy-alerts-mail';
const MAX_ATTEMPTS = 5;
/** Finds listed vacancies no hook matched ({}; one per ten minutes across instances). */
export const SWEEP_JOB = 'vacancy-alerts-sweep';
const SWEEP_DAYS = 14;
const SWEEP_BATCH = 200;

type Mode = 'instant' | 'daily' | 'weekly';
interface MailPayload {
  freelancerId: string;
  mode: Mode;
}

export interface VacancyAlertsDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  mailer: Mailer;
  /** Writes the in-app notice (NoticesService.add); none: no notice. */
  addNotice?: AddNotice;
  now: Clock;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const streamKey = (freelancerId: string) => `vacancies:${freelancerId}`;

/**
 * Vacancy alerts: a vacancy that becomes listed is matched once against every profile (the rule of ./matching.ts,
 * index-served), each matching freelancer whose alerts are on gets a pending match (unique per freelancer and
 * vacancy), and a sending job per freelancer by their frequency: instant at once unless an alert went within the
 * hour (then an hour after it, with what arrived meanwhile), daily at 05:00 UTC, weekly on Sundays then. A sending
 * job claims the pending matches in a transaction (UPDATE … RETURNING: two instances never both claim one) and
 * assembles the e-mail then from what is still listed and not applied to. Jobs carry dedupe keys: the match job
 * one per vacancy, the digest one per freelancer and moment, the instant one per freelancer and round (each run
 * moves the round on, under the lock of the freelancer's stream row, which the match job takes too).
 */
export class VacancyAlerts {
  private readonly vacancies: VacanciesRepository;

  constructor(private readonly deps: VacancyAlertsDeps) {
    this.vacancies = new VacanciesRepository(deps.db, deps.config.approval);
  }

  register(): void {
    this.deps.jobs.register(MATCH_JOB, async (payload) => {
      await this.match((payload as { vacancyId: string }).vacancyId);
    });
    this.deps.jobs.register(ALERT_MAIL_JOB, async (payload) => this.send(payload as MailPayload));
    this.deps.jobs.register(SWEEP_JOB, async () => {
      await this.sweep();
    });
  }

  /**
   * After a change that may have listed the vacancy (posted, edited, approved): its match job while it is listed
   * and not matched yet. One job per version of the vacancy (its dedupe key holds updated_at); the run row makes
   * the matching itself once ever.
   */
  async vacancyChanged(vacancyId: string): Promise<void> {
    const [listed] = await this.deps.db
      .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
      .from(vacancies)
      .where(and(eq(vacancies.id, vacancyId), listedVacancySql(this.deps.config.approval, this.deps.now()), this.notMatched));
    if (listed) await this.enqueueMatch(listed);
  }

  private get notMatched() {
    return sql`not exists (select 1 from ${vacancyAlertRuns} where ${vacancyAlertRuns.vacancyId} = ${vacancies.id})`;
  }

  private enqueueMatch(vacancy: { id: string; updatedAt: Date }): Promise<void> {
    return this.deps.jobs.enqueue(MATCH_JOB, { vacancyId: vacancy.id }, { dedupeKey: `${MATCH_JOB}:${vacancy.id}:${vacancy.updatedAt.getTime()}`, maxAttempts: MAX_ATTEMPTS });
  }

  /**
   * The sweep: listed vacancies of the last SWEEP_DAYS not matched yet (listed by a change no hook saw: the poster's
   * address verified under APPROVAL=email, an operator's hiding lifted), each given its match job.
   */
  async sweep(): Promise<number> {
    const now = this.deps.now();
    const due = await this.deps.db
      .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
      .from(vacancies)
      .where(and(gt(vacancies.postedAt, new Date(now.getTime() - SWEEP_DAYS * 24 * HOUR_MS)), listedVacancySql(this.deps.config.approval, now), this.notMatched))
      .limit(SWEEP_BATCH);
    for (const vacancy of due) await this.enqueueMatch(vacancy);
    return due.length;
  }

  /** The match job: records the vacancy's matches and queues their sending, in one transaction; nothing when not listed or done before. */
  async match(vacancyId: string): Promise<number> {
    const now = this.deps.now();
    const matched = await this.deps.db.transaction(async (tx) => {
      const [vacancy] = await tx
        .select()
        .from(vacancies)
        .where(and(eq(vacancies.id, vacancyId), listedVacancySql(this.deps.config.approval, now)));
      if (!vacancy) return 0;
      const claimed = await tx.insert(vacancyAlertRuns).values({ vacancyId, matchedAt: now, matched: 0 }).onConflictDoNothing().returning({ id: vacancyAlertRuns.vacancyId });
      if (claimed.length === 0) return 0;
      const inserted = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into ${vacancyAlertMatches} (freelancer_id, vacancy_id, shared, matched_at)
          select ${freelancers.id}, ${vacancyId}::uuid, ${sharedCountSql(vacancy)}, ${now.toISOString()}::timestamptz from ${freelancers}
          where ${profilesMatchingSql(vacancy, this.deps.config.approval)} and ${freelancers.emailVacancies} and ${freelancers.userId} <> ${vacancy.userId}::uuid
            and not exists (select 1 from ${vacancyApplications} where ${vacancyApplications.vacancyId} = ${vacancyId}::uuid and ${vacancyApplications.freelancerUserId} = ${freelancers.userId})
          on conflict do nothing returning freelancer_id as id`),
      );
      await tx.update(vacancyAlertRuns).set({ matched: inserted.length }).where(eq(vacancyAlertRuns.vacancyId, vacancyId));
      await this.schedule(tx, sql`${vacancyAlertMatches.vacancyId} = ${vacancyId}::uuid`, now);
      return inserted.length;
    });
    if (matched > 0) this.deps.jobs.kick();
    return matched;
  }

  /**
   * Queues the sending job of every freelancer with a pending match that `which` selects, by their frequency. The
   * stream rows of instant ones are created and locked first (in key order), so a sending run in progress either
   * finished (its round moved on: a new job) or has not claimed yet (it will take these matches too).
   */
  async schedule(tx: Db, which: ReturnType<typeof sql>, now: Date): Promise<void> {
    const pending = sql`select ${vacancyAlertMatches.freelancerId} from ${vacancyAlertMatches} where ${vacancyAlertMatches.sentAt} is null and ${which}`;
    await tx.execute(sql`insert into ${alertStreams} (key) select 'vacancies:' || freelancer_id from (${pending}) p order by 1 on conflict do nothing`);
    await tx.execute(sql`select 1 from ${alertStreams} where key in (select 'vacancies:' || freelancer_id from (${pending}) p) order by key for update`);
    const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
    const nowAt = at(now);
    const daily = nextDaily(now);
    const weekly = nextWeekly(now);
    await tx.execute(sql`insert into ${jobs} (kind, payload, run_at, dedupe_key, max_attempts)
      select ${ALERT_MAIL_JOB}, jsonb_build_object('freelancerId', f.id::text, 'mode', f.vacancy_alerts),
        case f.vacancy_alerts when 'instant' then greatest(${nowAt}, coalesce(s.sent_at + interval '1 hour', ${nowAt})) when 'daily' then ${at(daily)} else ${at(weekly)} end,
        case f.vacancy_alerts when 'instant' then ${`${ALERT_MAIL_JOB}:instant:`} || f.id::text || ':' || s.round
          when 'daily' then ${`${ALERT_MAIL_JOB}:daily:`} || f.id::text || ':' || ${daily.toISOString()}
          else ${`${ALERT_MAIL_JOB}:weekly:`} || f.id::text || ':' || ${weekly.toISOString()} end,
        ${MAX_ATTEMPTS}
      from (select distinct freelancer_id from (${pending}) p) m
      join ${freelancers} f on f.id = m.freelancer_id
      join ${alertStreams} s on s.key = 'vacancies:' || f.id::text
      where f.email_vacancies
      on conflict do nothing`);
  }

  /** After the freelancer changed their frequency: their pending matches go by the new one. */
  async rescheduleOf(freelancerId: string): Promise<void> {
    await this.deps.db.transaction((tx) => this.schedule(tx, sql`${vacancyAlertMatches.freelancerId} = ${freelancerId}::uuid`, this.deps.now()));
    this.deps.jobs.kick();
  }

  /** The sending job. */
  async send({ freelancerId, mode }: MailPayload): Promise<void> {
    const now = this.deps.now();
    const [record] = await this.deps.db
      .select({
        freelancer: { id: freelancers.id, userId: freelancers.userId, emailVacancies: freelancers.emailVacancies, vacancyAlerts: freelancers.vacancyAlerts, skills: freelancers.skills },
        listed: sql<boolean>`${listedSql(this.deps.config.approval)}`,
        user: { email: users.email, firstName: users.firstName, language: users.language },
      })
      .from(freelancers)
      .innerJoin(users, eq(users.id, freelancers.userId))
      .where(eq(freelancers.id, freelancerId));
    if (!record) return;
    // A profile no longer listed (unpublished, withheld) gets no alerts: its pending ones are left out as if off.
    const frequency = record.listed ? effectiveFrequency(record.freelancer) : 'off';
    const pendingOf = and(eq(vacancyAlertMatches.freelancerId, freelancerId), isNull(vacancyAlertMatches.sentAt));
    await this.deps.db.transaction(async (tx) => {
      // An instant run moves the round on first (and holds the stream row): what matches after it queues a new job.
      const [stream] = mode === 'instant' ? await tx.update(alertStreams).set({ round: sql`${alertStreams.round} + 1` }).where(eq(alertStreams.key, streamKey(freelancerId))).returning() : [];
      if (frequency === 'off') {
        await tx.update(vacancyAlertMatches).set({ sentAt: now }).where(pendingOf);
        return;
      }
      if (frequency !== mode) {
        await this.schedule(tx, sql`${vacancyAlertMatches.freelancerId} = ${freelancerId}::uuid`, now);
        return;
      }
      if (mode === 'instant' && stream?.sentAt && nextInstant(now, stream.sentAt) > now) {
        await this.schedule(tx, sql`${vacancyAlertMatches.freelancerId} = ${freelancerId}::uuid`, now);
        return;
      }
      const claimed = await tx.update(vacancyAlertMatches).set({ sentAt: now }).where(pendingOf).returning({ vacancyId: vacancyAlertMatches.vacancyId, shared: vacancyAlertMatches.shared });
      if (claimed.length === 0) return;
      const applied = await tx
        .select({ id: vacancyApplications.vacancyId })
        .from(vacancyApplications)
        .where(and(eq(vacancyApplications.freelancerUserId, record.freelancer.userId), inArray(vacancyApplications.vacancyId, claimed.map((c) => c.vacancyId))));
      const skip = new Set(applied.map((a) => a.id));
      const shared = new Map(claimed.map((c) => [c.vacancyId, c.shared]));
      const listed = (await new VacanciesRepository(tx, this.deps.config.approval).listedByIds(claimed.map((c) => c.vacancyId).filter((id) => !skip.has(id)), now)).sort(
        (a, b) => (shared.get(b.vacancy.id) ?? 0) - (shared.get(a.vacancy.id) ?? 0) || b.vacancy.postedAt.getTime() - a.vacancy.postedAt.getTime(),
      );
      if (listed.length === 0) return;
      const { publicUrl } = this.deps.config;
      const list = listed.map((r) => this.alerted(r, record.freelancer.skills, publicUrl));
      const mail = inLanguageOf(record.user, () => vacancyAlertMail(record.user.email, record.user.firstName, list, `${pageUrl(publicUrl, 'profile')}#notifications`));
      await this.deps.mailer.send({ ...mail, notification: { userId: record.freelancer.userId, category: 'vacancyAlerts' } }, tx);
      const link = listed.length === 1 ? pagePath('vacancy', { vacancyId: listed[0].vacancy.id }) : pagePath('vacancies');
      await this.deps.addNotice?.({ userId: record.freelancer.userId, kind: 'vacancyAlert', parts: { count: listed.length, firstTitle: listed[0].vacancy.title }, link }, tx);
      if (mode === 'instant') await tx.update(alertStreams).set({ sentAt: now }).where(eq(alertStreams.key, streamKey(freelancerId)));
    });
    // The e-mail queued in the transaction goes with the next pass, not the next poll (a fan-out drains back to back).
    this.deps.jobs.kick();
  }

  private alerted(record: VacancyRecord, skills: string[], publicUrl: string) {
    const { vacancy } = record;
    return {
      title: vacancy.title,
      hiring: hiringNameOf(record),
      hourlyRate: vacancy.hourlyRate,
      payType: vacancy.payType,
      skills: sharedSkills(vacancy, { skills }),
      link: pageUrl(publicUrl, 'vacancy', { vacancyId: vacancy.id }),
    };
  }
}
