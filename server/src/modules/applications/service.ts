import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { APPLICATION_STATUSES, PROPOSAL_FILE_DELETE_FIELD, PROPOSAL_FILE_FIELD, PROPOSAL_LIMITS, applicationMsg, isDecided, isProposalEditable, NEXT_STATUSES, type ApplicantSort, type ApplicationStatus, type ApplicationView, type BulkStatus } from '@contracts/application';
import { applicationStatusSchema, bulkStatusSchema, declineManySchema, proposalSchema } from '@contracts/application-schema';
import { BUSINESS_ROLE } from '@contracts/auth';
import type { Freelancer } from '@contracts/freelancer';
import { PAGE_SIZE } from '@contracts/paging';
import { vacancyMsg, type ApplicationRef, type ApplicantsPage } from '@contracts/vacancy';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { deleteQuietly, type FileRule, type ReceivedFile } from '../../http/multipart';
import { isUuid } from '../../http/uuid';
import { pagePath, pageUrl } from '../../http/page-url';
import { validateBody } from '../../http/validate';
import { inLanguageOf } from '../../plugins/locale';
import type { Mailer } from '../../plugins/mail';
import { isPdf, type Storage } from '../../storage';
import { toFreelancer } from '../freelancers/serialize';
import { UsersRepository, type UserRow } from '../users/repository';
import { VacanciesRepository, type VacancyRecord } from '../vacancies/repository';
import { vacancyDownloadName } from '../vacancies/serialize';
import { expiredFourWeeks, type VacanciesService } from '../vacancies/service';
import { isExpiredFourWeeks } from '../vacancies/visibility';
import { applicationStatusMail, isMailedStatus } from './emails';
import { ApplicationsRepository, type ApplicationRow } from './repository';
import { toApplication } from './serialize';
import { clockOf, type Clock, type ServiceDeps } from '../deps';
import type { AddNotice } from '../notices/kinds';

/** Upload rule of a proposal's PDF: as the résumé's, checked by content. */
export const PROPOSAL_UPLOADS: Record<string, FileRule> = {
  [PROPOSAL_FILE_FIELD]: { maxBytes: PROPOSAL_LIMITS.fileBytes, tooLarge: applicationMsg.fileTooLarge, accept: isPdf, wrongType: applicationMsg.fileNotPdf },
};
const PROPOSAL_FOLDER = 'proposals';

export const BAD_TIME = 'Please send the time of the application to withdraw.';

export interface ApplicationsServiceDeps extends ServiceDeps {
  storage: Storage;
  /** The pipeline's e-mails to freelancers. */
  mailer?: Mailer;
  /** The vacancies applied to: who may read them, whether they are open. */
  vacancies: VacanciesService;
  /** In the transaction that stores a proposal: queues the business's new-proposal notice and e-mail (modules/alerts). */
  proposalArrived?: (vacancyId: string, tx: Db) => Promise<void>;
  /** The freelancer's notice of a status (the notification centre). */
  notices?: AddNotice;
}

/** Rules of applications: applying with a proposal, withdrawing, editing it, and the poster's applicants pipeline. */
export class ApplicationsService {
  private readonly repository: ApplicationsRepository;
  private readonly now: Clock;

  constructor(private readonly deps: ApplicationsServiceDeps) {
    this.repository = new ApplicationsRepository(deps.db);
    this.now = clockOf(deps.now);
  }

  /**
   * PUT /vacancy/apply {vacancyId, coverLetter?, proposedRate?, availableFrom?} as JSON, or as multipart with the
   * proposal's PDF (`file`). One application per vacancy and freelancer, kept by the unique index (a concurrent
   * second insert does nothing) rather than by reading first; the PDF is placed only once everything else passed.
   */
  async apply(user: UserRow, input: Record<string, unknown>, upload?: ReceivedFile): Promise<ApplicationRef> {
    const id = typeof input.vacancyId === 'string' ? input.vacancyId.trim() : '';
    if (!id) throw badRequest(vacancyMsg.notFound, 'badVacancyId');
    const { vacancy } = await this.deps.vacancies.find(id);
    if (vacancy.deletedAt) throw badRequest(vacancyMsg.notOpen, 'notOpen');
    if (vacancy.userId === user.id) throw badRequest(vacancyMsg.ownVacancy, 'ownVacancy');
    if (isExpiredFourWeeks(vacancy.expiryDate, this.now())) throw expiredFourWeeks(vacancy.expiryDate, this.now());
    if (!this.deps.vacancies.isOpen(vacancy)) throw badRequest(vacancyMsg.notOpen, 'notOpen');
    if (user.iam.includes(BUSINESS_ROLE)) throw forbidden(vacancyMsg.businessCannotApply);
    const profile = await this.repository.freelancerOf(user.id);
    if (!profile?.complete) throw badRequest(vacancyMsg.needProfile, 'needProfile');
    // The proposal is optional: the spec's call sends the vacancy alone.
    const { coverLetter, proposedRate, availableFrom } = await validateBody(proposalSchema, input);
    const file = await this.placeProposalFile(upload);
    let application: Awaited<ReturnType<ApplicationsRepository['apply']>> = undefined;
    try {
      application = await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // On the app's clock, as the proposal e-mails count them (modules/alerts/proposals.ts).
        const stored = await new ApplicationsRepository(tx).apply(vacancy.id, user.id, profile.id, { coverLetter, proposedRate: proposedRate ?? null, availableFrom: availableFrom || null, ...file }, this.now());
        // The business's new-proposal notice and e-mail are queued with the proposal: both stored, or neither.
        if (stored) await this.deps.proposalArrived?.(vacancy.id, tx);
        return stored;
      });
    } finally {
      // No application stored (refused, or one was there already): the PDF goes.
      if (!application && file.fileKey) await deleteQuietly(this.deps.storage, [file.fileKey]);
    }
    if (!application) throw new HttpError(409, vacancyMsg.alreadyApplied, 'alreadyApplied');
    return { vacancy: application.vacancyId, on: application.appliedAt.toISOString() };
  }

  /** Moves an accepted proposal PDF from its temporary key to its place. */
  private async placeProposalFile(upload: ReceivedFile | undefined): Promise<{ fileKey: string | null; fileSize: number | null }> {
    if (!upload) return { fileKey: null, fileSize: null };
    const fileKey = `${PROPOSAL_FOLDER}/${randomUUID()}.pdf`;
    await this.deps.storage.move(upload.tempKey, fileKey);
    return { fileKey, fileSize: upload.size };
  }

  /** DELETE /vacancy/time {time}: withdraws the caller's application made at that instant (docs/reference.md#reading-8). */
  async withdraw(user: UserRow, body: unknown): Promise<ApplicationRef> {
    const input = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const time = typeof input.time === 'string' ? input.time.trim() : '';
    const on = time && time.length <= 40 && /^\d{4}-\d{2}-\d{2}T/.test(time) ? new Date(time) : null;
    // A real instant, in the years the site can have applications in (not 0000-01-01T00:00:00Z).
    if (!on || Number.isNaN(on.getTime()) || on.getUTCFullYear() < 2000 || on.getTime() > this.now().getTime() + 86_400_000) throw badRequest(BAD_TIME, 'badTime');
    const removed = await this.repository.withdraw(user.id, on);
    if (!removed) {
      // Hired, declined or filled: the business's decision, its hire count and its reviews stay.
      if (await this.repository.statusAt(user.id, on)) throw conflict(applicationMsg.notWithdrawable, 'notWithdrawable');
      throw notFound(vacancyMsg.applicationNotFound);
    }
    if (removed.fileKey) await deleteQuietly(this.deps.storage, [removed.fileKey]);
    return { vacancy: removed.vacancyId, on: removed.appliedAt.toISOString() };
  }

  /**
   * POST /vacancy/{vacancyId}/application/hide: the freelancer hides their decided application from their Applied
   * Vacancies; the business's list, its hire count and the reviews do not change. 409 while it is open (withdraw it).
   */
  async hide(user: UserRow, vacancyId: string): Promise<ApplicationRef> {
    const application = isUuid(vacancyId) ? await this.repository.ownApplication(vacancyId, user.id) : undefined;
    if (!application) throw notFound(vacancyMsg.applicationNotFound);
    if (!isDecided(application.status)) throw conflict(applicationMsg.notHideable, 'notHideable');
    await this.repository.hide(application.id, this.now());
    return { vacancy: application.vacancyId, on: application.appliedAt.toISOString() };
  }

  /**
   * GET /vacancy/freelancers/{vacancyId}?page=&status=&sort= (page 1-based): the poster only. Applicants as members see
   * them (masking of the freelancer serializer), each with the application (its proposal and status), and how many
   * applications are in each status.
   */
  async applicants(
    user: UserRow,
    vacancyId: string,
    page: number,
    filter: { status?: ApplicationStatus; sort: ApplicantSort } = { sort: 'date' },
  ): Promise<ApplicantsPage<Freelancer & { application: ApplicationView }>> {
    await this.ownedVacancy(user, vacancyId);
    const [rows, counts] = await Promise.all([this.repository.applicants(vacancyId, (page - 1) * PAGE_SIZE, PAGE_SIZE + 1, filter), this.repository.statusCounts(vacancyId)]);
    return {
      data: rows.slice(0, PAGE_SIZE).map((row) => ({ ...toFreelancer(row, { userId: user.id }, this.deps.config.approval), application: toApplication(row.application) })),
      doesNextExist: rows.length > PAGE_SIZE,
      counts: Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as Record<ApplicationStatus, number>,
    };
  }

  /** The caller's live vacancy, for the pipeline's calls: 404 for none (or a malformed id), 403 for another's. */
  private async ownedVacancy(user: UserRow, vacancyId: string): Promise<VacancyRecord> {
    const record = await this.deps.vacancies.find(vacancyId);
    if (record.vacancy.userId !== user.id) throw forbidden(vacancyMsg.notPoster);
    if (record.vacancy.deletedAt) throw notFound(vacancyMsg.notFound);
    return record;
  }

  /**
   * POST /vacancy/{vacancyId}/applications/{applicationId}/status {status, message?, closeVacancy?}: the vacancy's
   * owner moves an application along its pipeline (contracts/application.ts NEXT_STATUSES); any other move answers
   * 409. A shortlist, a hire or a decline e-mails the freelancer in the same transaction as the change (at most one
   * e-mail per status, vacancy and freelancer); a hire may close the vacancy in it too, and then every other open
   * application becomes filled, each freelancer told by e-mail.
   */
  async setApplicationStatus(user: UserRow, vacancyId: string, applicationId: string, body: unknown): Promise<ApplicationView> {
    if (!isUuid(vacancyId) || !isUuid(applicationId)) throw notFound(vacancyMsg.applicationNotFound);
    const record = await this.ownedVacancy(user, vacancyId);
    const application = await this.repository.findApplication(vacancyId, applicationId);
    if (!application) throw notFound(vacancyMsg.applicationNotFound);
    const { status, message, closeVacancy } = await validateBody(applicationStatusSchema, body);
    const next = status as ApplicationStatus;
    if (!NEXT_STATUSES[application.status].includes(next)) throw new HttpError(409, applicationMsg.transition, 'transition');
    const [moved] = await this.moveAll(record, [application], next, message, closeVacancy);
    if (!moved) throw new HttpError(409, applicationMsg.transition, 'transition');
    return toApplication(moved);
  }

  /**
   * POST /vacancy/{vacancyId}/applications/decline {applicationIds, message?}: declines the chosen applications with
   * one message, in one change with their e-mails. Those already hired or declined are left as they are; the answer
   * lists the applications declined now.
   */
  async declineMany(user: UserRow, vacancyId: string, body: unknown): Promise<ApplicationView[]> {
    const record = await this.ownedVacancy(user, vacancyId);
    const { applicationIds, message } = await validateBody(declineManySchema, body);
    return this.moveChosen(record, applicationIds, 'declined', message);
  }

  /**
   * POST /vacancy/{vacancyId}/applications/bulk {status, applicationIds, message?}: shortlists or declines the chosen
   * applications as declineMany does; those that cannot make that move are left as they are.
   */
  async moveMany(user: UserRow, vacancyId: string, body: unknown): Promise<ApplicationView[]> {
    const record = await this.ownedVacancy(user, vacancyId);
    const { status, applicationIds, message } = await validateBody(bulkStatusSchema, body);
    return this.moveChosen(record, applicationIds, status as BulkStatus, message);
  }

  /** Moves the chosen applications of the vacancy that may make the move: 400 for a malformed id, 404 when one is not this vacancy's. */
  private async moveChosen(record: VacancyRecord, applicationIds: string[], to: ApplicationStatus, message: string): Promise<ApplicationView[]> {
    const ids = [...new Set(applicationIds)];
    if (!ids.every(isUuid)) throw badRequest(applicationMsg.badSelection, 'badSelection');
    const found = await this.repository.findApplications(record.vacancy.id, ids);
    if (found.length !== ids.length) throw notFound(vacancyMsg.applicationNotFound);
    const open = found.filter((application) => NEXT_STATUSES[application.status].includes(to));
    return (await this.moveAll(record, open, to, message, false)).map(toApplication);
  }

  /**
   * Moves applications of one vacancy to `to` in one transaction, each only from the status it was read in (one
   * changed meanwhile is left out), with each freelancer's e-mail; when asked, the vacancy is closed and the other
   * open applications are filled in the same transaction.
   */
  private async moveAll(record: VacancyRecord, applications: ApplicationRow[], to: ApplicationStatus, message: string, closeVacancy: boolean): Promise<ApplicationRow[]> {
    const now = this.now();
    return this.deps.db.transaction(async (transaction) => {
      const db = transaction as unknown as Db;
      const tx = new ApplicationsRepository(db);
      const moved: ApplicationRow[] = [];
      for (const application of applications) {
        const row = await tx.setStatus(application.id, application.status, to, message, now);
        if (!row) continue;
        moved.push(row);
        await this.tell(db, record, row, to, message);
      }
      if (closeVacancy && moved.length > 0) {
        await new VacanciesRepository(db, this.deps.config.approval).unpublish(record.vacancy.id);
        for (const other of await tx.openOthers(record.vacancy.id, moved[0].id)) {
          const filled = await tx.setStatus(other.id, other.status, 'filled', '', now);
          if (filled) await this.tell(db, record, filled, 'filled', '');
        }
      }
      return moved;
    });
  }

  /**
   * The freelancer's notice and e-mail of a status (none for viewed), in the change's transaction: the notice whatever
   * their e-mail switches say, the e-mail in their language (none without a mailer).
   */
  private async tell(db: Db, record: VacancyRecord, row: ApplicationRow, to: ApplicationStatus, message: string): Promise<void> {
    if (!isMailedStatus(to)) return;
    await this.deps.notices?.({ userId: row.freelancerUserId, kind: 'applicationStatus', parts: { vacancyTitle: record.vacancy.title, status: to }, link: pagePath('vacanciesApplied') }, db);
    const mailer = this.deps.mailer;
    if (!mailer) return;
    const freelancer = await new UsersRepository(db).findById(row.freelancerUserId);
    if (!freelancer) return;
    const context = { to: freelancer.email, firstName: freelancer.firstName, title: record.vacancy.title, message, link: pageUrl(this.deps.config.publicUrl, 'vacanciesApplied') };
    const mail = inLanguageOf(freelancer, () => applicationStatusMail(to, context));
    await mailer.send({ ...mail, notification: { userId: freelancer.id, category: 'applications' } }, db, { dedupeKey: `application-${to}:${record.vacancy.id}:${row.freelancerUserId}` });
  }

  /**
   * PUT /vacancy/{vacancyId}/application {coverLetter, proposedRate?, availableFrom?} (JSON, or multipart with a new
   * `file`, or deleteFile='true'): the freelancer replaces their proposal until the business shortlists, hires or
   * declines (409 after). A replaced or removed PDF is deleted once the change is stored.
   */
  async editProposal(user: UserRow, vacancyId: string, input: Record<string, unknown>, upload?: ReceivedFile): Promise<ApplicationView> {
    const application = isUuid(vacancyId) ? await this.repository.ownApplication(vacancyId, user.id) : undefined;
    if (!application) throw notFound(vacancyMsg.applicationNotFound);
    const { coverLetter, proposedRate, availableFrom } = await validateBody(proposalSchema, input);
    if (!isProposalEditable(application.status)) throw new HttpError(409, applicationMsg.notEditable, 'notEditable');
    const placed = await this.placeProposalFile(upload);
    const file = placed.fileKey ? placed : input[PROPOSAL_FILE_DELETE_FIELD] === 'true' ? { fileKey: null, fileSize: null } : {};
    const edited = await this.repository.editProposal(application.id, { coverLetter, proposedRate: proposedRate ?? null, availableFrom: availableFrom || null, ...file }, ['new', 'viewed']);
    if (!edited) {
      if (placed.fileKey) await deleteQuietly(this.deps.storage, [placed.fileKey]);
      throw new HttpError(409, applicationMsg.notEditable, 'notEditable');
    }
    if (application.fileKey && application.fileKey !== edited.fileKey) await deleteQuietly(this.deps.storage, [application.fileKey]);
    return toApplication(edited);
  }

  /**
   * A member viewed a freelancer's profile (`freelancerId`, the profile id): when they posted vacancies this freelancer
   * applied to, those applications still new are now seen by the business, cover letter or not.
   */
  async seenBy(viewerUserId: string, freelancerId: string): Promise<void> {
    if (isUuid(freelancerId)) await this.repository.markViewed(viewerUserId, freelancerId, this.now());
  }

  /** GET /vacancy/{vacancyId}/applications/{applicationId}/file: the proposal's PDF, for the vacancy's owner and the applicant only; the owner's download marks a new application viewed. */
  async proposalFile(user: UserRow, vacancyId: string, applicationId: string): Promise<{ stream: Readable; size: number | null; fileName: string }> {
    if (!isUuid(vacancyId) || !isUuid(applicationId)) throw notFound(vacancyMsg.applicationNotFound);
    const record = await this.deps.vacancies.find(vacancyId);
    const application = await this.repository.findApplication(vacancyId, applicationId);
    if (!application || (record.vacancy.userId !== user.id && application.freelancerUserId !== user.id)) throw notFound(vacancyMsg.applicationNotFound);
    const stream = application.fileKey ? await this.deps.storage.get(application.fileKey) : null;
    if (!stream) throw notFound(applicationMsg.noFile);
    if (record.vacancy.userId === user.id && application.status === 'new') await this.repository.setStatus(application.id, 'new', 'viewed', application.statusMessage, this.now());
    const applicant = await new UsersRepository(this.deps.db).findById(application.freelancerUserId);
    return { stream, size: application.fileSize, fileName: proposalDownloadName(applicant?.firstName ?? '', record.vacancy.title) };
  }
}

/** 'Proposal-Layla-{title}-Khibra.pdf': chosen by the server (letters and digits of any script, dashes), never the uploader's name. */
function proposalDownloadName(firstName: string, title: string): string {
  return vacancyDownloadName(['Proposal', firstName, title].filter(Boolean).join(' '));
}
