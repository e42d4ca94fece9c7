import { NEW_SINCE_PARAM, type SavedSearchKind } from '@contracts/alerts';
import type { NotificationCategory } from '@contracts/notifications';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { pagePath } from '../../http/page-url';
import { inLanguageOf } from '../../plugins/locale';
import { composeMail, say, type Mailer, type MailMessage } from '../../plugins/mail';
import { UsersRepository } from '../users/repository';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import type { AddNotice } from '../notices/kinds';
import { noticeTitle } from '../notices/titles';
import { parseSavedQuery } from './query';
import { SavedSearchesRepository, type NewResult } from './repository';

/** The durable job that finds the searches due for a look (one per slot across instances), and the job of one search. */
export const SAVED_SEARCH_SWEEP_JOB = 'saved-search-sweep';
export const SAVED_SEARCH_ALERT_JOB = 'saved-search-alert';
/** Searches queued by one sweep at most (the next sweep takes the rest). */
const SWEEP_MAX = 2000;
/** Results an e-mail names; the count says how many there are, up to COUNT_MAX. */
const MAIL_RESULTS_MAX = 10;
const COUNT_MAX = 100;
/** The switch a saved search's e-mail follows (besides its own frequency). */
const MAIL_CATEGORY: NotificationCategory = 'applications';

interface AlertPayload {
  id: string;
  /** The search's last look when the job was queued, as ms: a job whose look has moved since does nothing. */
  since: number;
}

export interface SavedSearchAlertsDeps extends ServiceDeps {
  mailer: Mailer;
  jobs: JobQueue;
  notices: AddNotice;
}

/** The search page with the search's filters, its results newer than `since` marked New. */
export function searchPagePath(kind: SavedSearchKind, query: string, since: Date): string {
  const params = new URLSearchParams(query);
  params.set(NEW_SINCE_PARAM, since.toISOString());
  return `${pagePath(kind === 'vacancies' ? 'vacancies' : 'freelancers')}?${params.toString()}`;
}

/**
 * Saved-search alerts. A sweep (a durable job, one per slot) queues a job for each search whose next look is due
 * (instant: an hour after the last, daily: a day, weekly: a week; the app's clock). That job, holding the search's row
 * locked, looks for the results created since its last look; if any, it queues an e-mail in the member's language and
 * writes a savedSearch notice, and then moves the last look to now, all in one transaction: each result is told once,
 * whichever instance runs the job and however often it is queued.
 */
export class SavedSearchAlerts {
  private readonly now: Clock;

  constructor(private readonly deps: SavedSearchAlertsDeps) {
    this.now = clockOf(deps.now);
  }

  /** The sweep: one alert job per due search, keyed by the search and its last look (queued once however many sweeps find it). */
  async sweep(): Promise<number> {
    const due = await new SavedSearchesRepository(this.deps.db, this.deps.config.approval).due(this.now(), SWEEP_MAX);
    for (const { id, since } of due) {
      const payload: AlertPayload = { id, since: since.getTime() };
      await this.deps.jobs.enqueue(SAVED_SEARCH_ALERT_JOB, payload, { dedupeKey: `${SAVED_SEARCH_ALERT_JOB}:${id}:${payload.since}` });
    }
    return due.length;
  }

  /** One search's look (the alert job). */
  async alert(raw: unknown): Promise<void> {
    const payload = raw as AlertPayload;
    await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const repository = new SavedSearchesRepository(tx, this.deps.config.approval);
      const row = await repository.lockForAlert(payload.id);
      if (!row || row.frequency === 'off' || (row.lastAlertAt ?? row.createdAt).getTime() !== payload.since) return;
      const since = new Date(payload.since);
      const until = this.now();
      const saved = parseSavedQuery(row.kind, row.query);
      const found = saved ? await repository.newResults(saved.parsed, since, until, MAIL_RESULTS_MAX, COUNT_MAX) : { results: [], total: 0 };
      const member = found.total > 0 ? await new UsersRepository(tx).findById(row.userId) : undefined;
      if (member) {
        const link = searchPagePath(row.kind, row.query, since);
        const context = { to: member.email, firstName: member.firstName, name: row.name, kind: row.kind, total: found.total, results: found.results, link: `${this.deps.config.publicUrl}${link}` };
        const mail = inLanguageOf(member, () => savedSearchMail(context));
        await this.deps.mailer.send({ ...mail, notification: { userId: member.id, category: MAIL_CATEGORY } }, tx, { dedupeKey: `saved-search-mail:${row.id}:${payload.since}` });
        await this.deps.notices({ userId: member.id, kind: 'savedSearch', parts: { name: row.name, count: found.total }, link }, tx);
      }
      await repository.moveLook(row.id, until);
    });
  }
}

interface SavedSearchMailContext {
  to: string;
  firstName: string;
  name: string;
  kind: SavedSearchKind;
  total: number;
  results: NewResult[];
  link: string;
}

/** The alert of a saved search: its new results (the first MAIL_RESULTS_MAX) and the search page with them marked New. */
function savedSearchMail(ctx: SavedSearchMailContext): MailMessage {
  const headline = noticeTitle('savedSearch', { name: ctx.name, count: ctx.total });
  const lines = ctx.results.map((result) => (result.detail ? `• ${result.title} — ${result.detail}` : `• ${result.title}`)).join('\n');
  const more = ctx.total > ctx.results.length ? [say('More are waiting on the search page.', 'والمزيد في صفحة البحث.')] : [];
  return {
    to: ctx.to,
    subject: headline,
    ...composeMail([
      say(`Hello ${ctx.firstName},`, `مرحبًا ${ctx.firstName}،`),
      `${headline}:`,
      lines,
      ...more,
      { href: ctx.link, label: ctx.kind === 'vacancies' ? say('See the new vacancies', 'اطّلع على الوظائف الجديدة') : say('See the new freelancers', 'اطّلع على المستقلين الجدد') },
      say('You can change how often this search is sent, or stop it, under Saved searches in My Account.', 'يمكنك تغيير عدد مرات إرسال هذا البحث أو إيقافه من «عمليات البحث المحفوظة» في حسابي.'),
    ]),
  };
}
