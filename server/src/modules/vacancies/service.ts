import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PAGE_SIZE, pageOf, type Paged } from '@contracts/paging';
import type { ApplicationRef, AppliedVacancy, Vacancy, VacancyDeleted, VacancySearchPage, VacancySearchSuggestion } from '@contracts/vacancy';
import { VACANCY_FILE_FIELD, VACANCY_LIMITS, vacancyMsg } from '@contracts/vacancy';
import { vacancySchema } from '@contracts/vacancy-schema';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, forbidden, notFound } from '../../http/errors';
import { deleteQuietly, type FileRule, type MultipartForm } from '../../http/multipart';
import { validateBody } from '../../http/validate';
import { REFERENCE_LISTS } from '../reference/data';
import { isPdf, type Storage } from '../../storage';
import { toApplication } from '../applications/serialize';
import { SUGGESTION_COUNT_LIMIT, searchCountLimit } from '../freelancers/service';
import { clientRatings } from '../reviews/service';
import type { UserRow } from '../users/repository';
import { dropAny, vacancyInput, type VacancySearch } from './input';
import { VacanciesRepository, type VacancyFilters, type VacancyRecord, type VacancyRow, type VacancyValues } from './repository';
import { VACANCY_FOLDER, toVacancy, vacancyDownloadName, type VacancyViewer } from './serialize';
import { isExpired, isExpiredFourWeeks, isoDay, isVacancyApproved } from './visibility';
import { isUuid } from '../../http/uuid';
import { dedupe } from '../reference/rules';
import { clockOf, type Clock, type ServiceDeps } from '../deps';

/** Upload rule of the vacancy PDF: docs/reference.md#limits (docs/reference.md#reading-1), checked by content and cleaned (http/pdf.ts). */
export const VACANCY_UPLOADS: Record<string, FileRule> = {
  [VACANCY_FILE_FIELD]: { maxBytes: VACANCY_LIMITS.fileBytes, tooLarge: vacancyMsg.fileTooLarge, accept: isPdf, wrongType: vacancyMsg.fileNotPdf },
};

export const NO_FILE = 'This vacancy has no file.';

/**
 * 400 whose errors.error carries the text the SPA looks for ('4 weeks', SPEC §8), with the real expiry
 * beside it (`expiredOn`, and `weeksAgo` by the server's clock) so the warning can say how long ago it was.
 */
export const expiredFourWeeks = (expiryDate: string, now: Date) =>
  new HttpError(400, vacancyMsg.expired4Weeks, vacancyMsg.expired4Weeks, {
    expiredOn: expiryDate,
    weeksAgo: Math.floor((Date.parse(isoDay(now)) - Date.parse(expiryDate)) / (7 * 86_400_000)),
  });

export interface VacanciesServiceDeps extends ServiceDeps {
  storage: Storage;
  /** After a vacancy was posted, edited or approved (vacancy alerts: modules/alerts); errors are logged by the caller's job, never the request's. */
  vacancyChanged?: (id: string) => Promise<void>;
}

/** Rules of vacancies: posting with a PDF, who sees what, approval (applications: modules/applications). */
export class VacanciesService {
  readonly repository: VacanciesRepository;
  private readonly now: Clock;

  constructor(private readonly deps: VacanciesServiceDeps) {
    this.repository = new VacanciesRepository(deps.db, deps.config.approval);
    this.now = clockOf(deps.now);
  }

  private get policy() {
    return this.deps.config.approval;
  }

  /** Records as the viewer sees them (the applicants of their own, the businesses' ratings). */
  async views(records: VacancyRecord[], viewer: VacancyViewer): Promise<Vacancy[]> {
    const own = records.filter((r) => viewer !== null && (viewer.admin || r.vacancy.userId === viewer.userId)).map((r) => r.vacancy.id);
    // Who is hiring carries its rating: one query over reviews_client_idx for the businesses of the page.
    const [applicants, ratings] = await Promise.all([this.repository.applicantIds(own), clientRatings(this.deps.db, records.filter((r) => r.company).map((r) => r.vacancy.userId), this.now())]);
    return records.map((r) => toVacancy(r, viewer, this.policy, applicants.get(r.vacancy.id), ratings.get(r.vacancy.userId) ?? null));
  }

  private async view(record: VacancyRecord, viewer: VacancyViewer): Promise<Vacancy> {
    const [vacancy] = await this.views([record], viewer);
    return vacancy;
  }

  /** A vacancy by id: 404 for none or a malformed id. */
  async find(id: string): Promise<VacancyRecord> {
    const record = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!record) throw notFound(vacancyMsg.notFound);
    return record;
  }

  /** Open for applications, and listed: live, published, not withheld, approved and not expired. */
  isOpen(v: VacancyRow): boolean {
    return !v.deletedAt && v.publish && !v.withheld && !isExpired(v.expiryDate, this.now()) && isVacancyApproved(this.policy, v);
  }

  /**
   * Whether a member other than the poster may read this vacancy (GET
   * /vacancy/{id}, its file): live, published and approved — an expired one
   * too, with its badge, up to four weeks — or one they applied to; never one
   * withheld (hidden by an operator, or the poster suspended).
   */
  private async readableBy(record: VacancyRecord, user: UserRow): Promise<boolean> {
    const { vacancy } = record;
    if (vacancy.userId === user.id) return !vacancy.deletedAt;
    if (vacancy.withheld) return false;
    if (!vacancy.deletedAt && vacancy.publish && isVacancyApproved(this.policy, vacancy)) return true;
    return !vacancy.deletedAt && (await this.repository.hasApplied(vacancy.id, user.id));
  }

  // --- lists ------------------------------------------------------------------

  /**
   * GET /vacancy/all, /unauth/vacancies, POST /vacancy/search, /unauth/vacancy/search.
   * As the freelancer search: counting stops a round number of rows past the page (searchCountLimit; totalCapped).
   */
  async search(query: VacancySearch, viewer: VacancyViewer): Promise<VacancySearchPage> {
    const countLimit = searchCountLimit(query.page);
    const now = this.now();
    const { rows, total, capped } = await this.repository.search(query.filters, query.sort, query.page, PAGE_SIZE, countLimit, now);
    const paged: VacancySearchPage = pageOf(await this.views(rows, viewer), query.page, total, capped);
    if (total === 0) {
      const suggestions = await this.suggestions(query.filters, now);
      if (suggestions.length > 0) paged.suggestions = suggestions;
    }
    return paged;
  }

  /**
   * A search with two or more filters that found nothing: for each filter
   * (the keywords together), how many vacancies the search finds without it,
   * counted up to SUGGESTION_COUNT_LIMIT, most first; those that would still
   * find nothing are left out (as the freelancer search does).
   */
  private async suggestions(filters: VacancyFilters, now: Date): Promise<VacancySearchSuggestion[]> {
    const options: [VacancySearchSuggestion['drop'], VacancyFilters][] = [];
    if (filters.keywords.length > 0) options.push(['keywords', { ...filters, keywords: [] }]);
    for (const key of ['country', 'city', 'language', 'nationality', 'skill', 'workstation', 'hourlyRate'] as const) {
      if (filters[key]) options.push([key, { ...filters, [key]: undefined }]);
    }
    if (options.length < 2) return [];
    const counted = await Promise.all(
      options.map(async ([drop, without]) => {
        const { total, capped } = await this.repository.count(without, SUGGESTION_COUNT_LIMIT, now);
        return { drop, total, ...(capped ? { capped } : {}) };
      }),
    );
    return counted.filter((s) => s.total > 0).sort((a, b) => b.total - a.total);
  }

  /** GET /vacancy/posted: the caller's vacancies in every state but deleted. */
  async posted(user: UserRow, page: number): Promise<Paged<Vacancy>> {
    const { rows, total } = await this.repository.postedPage(user.id, page, PAGE_SIZE);
    return pageOf(await this.views(rows, { userId: user.id }), page, total);
  }

  /** A business's open vacancies as a visitor sees them, newest first (its company page). */
  async openOf(userId: string, limit: number): Promise<Vacancy[]> {
    return this.views(await this.repository.openOfPoster(userId, limit, this.now()), null);
  }

  /** GET /vacancy/applied: the caller's applications with where the business has put each; a removed vacancy comes with title '' ('Vacancy was removed'). */
  async applied(user: UserRow, page: number): Promise<Paged<AppliedVacancy>> {
    const { rows, total } = await this.repository.appliedPage(user.id, page, PAGE_SIZE);
    const vacancies = await this.views(rows, { userId: user.id });
    return pageOf(
      rows.map(({ application }, i) => {
        const { id, appliedAt, status, statusAt, statusMessage, proposal, file } = toApplication(application);
        return { vacancy: vacancies[i], on: appliedAt, status, statusAt, statusMessage, applicationId: id, proposal, proposalFile: file };
      }),
      page,
      total,
    );
  }

  /** GET /vacancy/{id}: the poster gets everything (the edit page); other members what they may read. */
  async one(user: UserRow, id: string): Promise<Vacancy> {
    const record = await this.find(id);
    if (!(await this.readableBy(record, user))) throw notFound(vacancyMsg.notFound);
    if (isExpiredFourWeeks(record.vacancy.expiryDate, this.now())) throw expiredFourWeeks(record.vacancy.expiryDate, this.now());
    return this.view(record, { userId: user.id });
  }

  /**
   * GET /unauth/vacancy/{id}: the public page of a vacancy, as a
   * visitor sees it (contact and file masked): live, published and approved,
   * an expired one too with its badge up to four weeks.
   */
  async publicOne(id: string): Promise<Vacancy> {
    const record = await this.find(id);
    const { vacancy } = record;
    if (vacancy.deletedAt || !vacancy.publish || vacancy.withheld || !isVacancyApproved(this.policy, vacancy)) throw notFound(vacancyMsg.notFound);
    if (isExpiredFourWeeks(vacancy.expiryDate, this.now())) throw notFound(vacancyMsg.notFound);
    return this.view(record, null);
  }

  /** GET /vacancy/{id}/file (members only). */
  async file(user: UserRow, id: string): Promise<{ stream: Readable; size: number | null; fileName: string }> {
    const record = await this.find(id);
    if (!(await this.readableBy(record, user))) throw notFound(vacancyMsg.notFound);
    const stream = record.vacancy.fileKey ? await this.deps.storage.get(record.vacancy.fileKey) : null;
    if (!stream) throw notFound(NO_FILE);
    return { stream, size: record.vacancy.fileSize, fileName: vacancyDownloadName(record.vacancy.title) };
  }

  // --- create, edit, delete -------------------------------------------------------

  /** Refuses before a single byte of an upload is stored: 404 for no live vacancy, 403 for anyone but the poster. */
  async assertPoster(user: UserRow, id: string): Promise<VacancyRecord> {
    const record = await this.find(id);
    if (record.vacancy.deletedAt) throw notFound(vacancyMsg.notFound);
    if (record.vacancy.userId !== user.id) throw forbidden(vacancyMsg.notPoster);
    return record;
  }

  private async values(mode: 'create' | 'edit', fields: Record<string, unknown>): Promise<{ values: VacancyValues; deleteFile: boolean }> {
    const input = vacancyInput(fields);
    const valid = await validateBody(vacancySchema(mode, this.now(), REFERENCE_LISTS), input.vacancy);
    const { candidate: c, location: l, time: t, payment: p } = valid;
    const values: VacancyValues = {
      title: valid.title,
      publish: valid.publish,
      expiryDate: valid.expiryDate,
      requiredSkills: dedupe(valid.requiredSkills),
      requirements: valid.requirements,
      minExperience: dropAny(c.minExperience),
      firstLanguage: dropAny(c.firstLanguage),
      secondLanguage: dropAny(c.secondLanguage),
      nationality: dropAny(c.nationality),
      city: dropAny(l.city),
      country: dropAny(l.country),
      workstation: dropAny(l.workstation),
      travelRequired: dropAny(l.travelRequired),
      startDate: dropAny(t.startDate),
      timePeriod: dropAny(t.timePeriod),
      minAvailability: dropAny(t.minAvailability),
      projectPhase: dropAny(t.projectPhase),
      hourlyRate: dropAny(p.hourlyRate),
      payType: dropAny(p.payType),
      flights: p.flights,
      hotel: p.hotel,
      isTrainer: valid.isTrainer,
      isConsultant: valid.isConsultant,
      isPhonePublic: valid.isPhonePublic,
      isPhoneRegistered: valid.isPhoneRegistered,
    };
    return { values, deleteFile: input.deleteFile };
  }

  /** Moves an accepted upload from its temporary key to its place; the key, or null without a file. */
  private async place(form: MultipartForm): Promise<{ key: string; fileName: string; size: number } | null> {
    const file = form.files[VACANCY_FILE_FIELD];
    if (!file) return null;
    const key = `${VACANCY_FOLDER}/${randomUUID()}.pdf`;
    await this.deps.storage.move(file.tempKey, key);
    return { key, fileName: file.fileName, size: file.size };
  }

  /**
   * POST /vacancy/create. The file was checked and written to a temporary key
   * by the route; the fields are validated first (nothing is stored when they
   * fail), then the file is placed and the row inserted. Contact is the
   * poster's account, whatever the request says.
   */
  async create(user: UserRow, form: MultipartForm): Promise<Vacancy> {
    const { values } = await this.values('create', form.fields);
    const placed = await this.place(form);
    try {
      const row = await this.repository.insert(user.id, { ...values, fileKey: placed?.key ?? null, fileName: placed?.fileName ?? null, fileSize: placed?.size ?? null });
      const record = await this.repository.findById(row.id);
      if (!record) throw notFound(vacancyMsg.notFound);
      await this.changed(row.id);
      return this.view(record, { userId: user.id });
    } catch (error) {
      if (placed) await deleteQuietly(this.deps.storage, [placed.key]);
      throw error;
    }
  }

  /**
   * PUT /vacancy/{id}: the whole form again, with the edit rules. A new file
   * replaces the stored one, deleteFile='true' removes it, neither keeps it.
   * The row is locked and the poster checked again inside the transaction;
   * any refusal leaves the stored vacancy (and its file) as it was.
   */
  async update(user: UserRow, id: string, form: MultipartForm): Promise<Vacancy> {
    await this.assertPoster(user, id);
    const { values, deleteFile } = await this.values('edit', form.fields);
    const placed = await this.place(form);
    let result: Awaited<ReturnType<VacanciesRepository['updateLocked']>>;
    try {
      result = await this.repository.updateLocked(id, (current) => {
        if (current.userId !== user.id) throw forbidden(vacancyMsg.notPoster);
        const file = placed ? { fileKey: placed.key, fileName: placed.fileName, fileSize: placed.size } : deleteFile ? { fileKey: null, fileName: null, fileSize: null } : {};
        return { ...values, ...file };
      });
      if (!result) throw notFound(vacancyMsg.notFound);
    } catch (error) {
      if (placed) await deleteQuietly(this.deps.storage, [placed.key]);
      throw error;
    }
    const replaced = result.before.fileKey;
    if (replaced && replaced !== result.after.fileKey) await deleteQuietly(this.deps.storage, [replaced]);
    await this.changed(id);
    const record = await this.repository.findById(id);
    if (!record) throw notFound(vacancyMsg.notFound);
    return this.view(record, { userId: user.id });
  }

  /**
   * DELETE /vacancy/{id}: soft delete. Applications stay; the title is cleared
   * (applicants see 'Vacancy was removed'), the PDF removed, and the vacancy
   * leaves every list but the applicants' applied lists.
   */
  async remove(user: UserRow, id: string): Promise<VacancyDeleted> {
    await this.assertPoster(user, id);
    const result = await this.repository.updateLocked(id, (current) => {
      if (current.userId !== user.id) throw forbidden(vacancyMsg.notPoster);
      return { title: '', deletedAt: new Date(), fileKey: null, fileName: null, fileSize: null };
    });
    if (!result) throw notFound(vacancyMsg.notFound);
    if (result.before.fileKey) await deleteQuietly(this.deps.storage, [result.before.fileKey]);
    return { id, deleted: true };
  }

  /** Tells the alerts of a change; a failure there never fails the change (the alerts' sweep finds the vacancy later). */
  async changed(id: string): Promise<void> {
    await this.deps.vacancyChanged?.(id).catch(() => undefined);
  }

  // --- administration ---------------------------------------------------------------

  /** POST /admin/vacancies/{id}/approve and `npm run admin -- approve-vacancy ID`. */
  async approve(id: string): Promise<Vacancy> {
    const record = await this.find(id);
    if (record.vacancy.deletedAt) throw notFound(vacancyMsg.notFound);
    await this.repository.setAdminApproved(id, true);
    await this.changed(id);
    return this.view(await this.find(id), { userId: record.vacancy.userId, admin: true });
  }
}

/** What GET /user/myprofile takes from this capability. */
export interface MyProfileVacancyPart {
  postedVacancies: string[];
  appliedVacancies: ApplicationRef[];
}

export async function myProfileVacancyPart(db: Db, config: Config, userId: string): Promise<MyProfileVacancyPart> {
  const repository = new VacanciesRepository(db, config.approval);
  const [posted, applications] = await Promise.all([repository.postedIds(userId), repository.applications(userId)]);
  return { postedVacancies: posted, appliedVacancies: applications.map((a) => ({ vacancy: a.vacancyId, on: a.appliedAt.toISOString() })) };
}
