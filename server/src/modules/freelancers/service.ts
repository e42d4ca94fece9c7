import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_ROLE } from '@contracts/auth';
import { FREELANCER_LIMITS, PHOTO_FILE_FIELD, RESUME_FILE_FIELD, freelancerMsg, normalizeLink, type FavoriteResponse, type Freelancer, type FreelancerExperience, type FreelancerSearchPage, type FreelancerSearchSuggestion } from '@contracts/freelancer';
import { freelancerProfileSchemaFor } from '@contracts/freelancer-schema';
import { PAGE_SIZE, pageOf, type Paged } from '@contracts/paging';
import { missingForComplete } from '@contracts/profileListing';
import { FREELANCER_ROLES } from '@contracts/reference';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { deleteQuietly, type FileRule, type MultipartForm } from '../../http/multipart';
import { validateBody } from '../../http/validate';
import { REFERENCE_LISTS } from '../reference/data';
import { isImage, isPdf, readAll, reencodePhoto, type Storage } from '../../storage';
import type { UserRow } from '../users/repository';
import { parsePage, profileInput, type SearchQuery } from './input';
import { FreelancersRepository, type FreelancerValues } from './repository';
import type { SearchFilters } from './search-sql';
import { PHOTO_FOLDER, RESUME_FOLDER, photoPath, resumeDownloadName, toFreelancer, type FreelancerRecord, type FreelancerRow, type Viewer } from './serialize';
import { isUuid } from '../../http/uuid';
import { dedupe } from '../reference/rules';
import { profileSaveColumns } from '../alerts/settings-store';
import { clockOf, type Clock, type ServiceDeps } from '../deps';

/** Upload rules of POST /freelancer: sizes of docs/reference.md#limits (docs/reference.md#reading-1), types by content. */
export const FREELANCER_UPLOADS: Record<string, FileRule> = {
  [PHOTO_FILE_FIELD]: { maxBytes: FREELANCER_LIMITS.photoBytes, tooLarge: freelancerMsg.photoTooLarge, accept: isImage, wrongType: freelancerMsg.photoNotImage },
  [RESUME_FILE_FIELD]: { maxBytes: FREELANCER_LIMITS.resumeBytes, tooLarge: freelancerMsg.resumeTooLarge, accept: isPdf, wrongType: freelancerMsg.resumeNotPdf },
};

/**
 * Search counts matches only up to a little past the current page: the
 * pager needs 5 pages ahead, and an exact total of a broad search costs a
 * visit to every matching profile. The limit is a round number at least 10
 * pages (100 rows) past the page (200 on page 0); when it is reached the
 * answer says totalCapped and total is a lower bound ("200+ results").
 */
export const SEARCH_COUNT_AHEAD = 100;
export const SEARCH_COUNT_STEP = 100;
export const searchCountLimit = (page: number): number => Math.ceil(((page + 1) * PAGE_SIZE + SEARCH_COUNT_AHEAD) / SEARCH_COUNT_STEP) * SEARCH_COUNT_STEP;

/** The filters of one value a suggestion may drop. */
const DROPPABLE = ['country', 'city', 'language', 'nationality', 'hourlyRate', 'availability', 'workStation', 'yearsMin'] as const;

/** Suggestions of an empty search count up to this many profiles ("100+"). */
export const SUGGESTION_COUNT_LIMIT = 100;

export const NO_RESUME = 'This freelancer did not provide a resume.';
export const NOT_COMPLETE = 'This freelancer profile is not complete yet.';

/** Complete = every required experience field, at least one skill and a résumé ("approved only when fully completed"): the rule in contracts, shared with the profile page's checklist. */
export function isComplete(values: Pick<FreelancerRow, 'skills' | 'resumeKey'> & Partial<Record<keyof FreelancerExperience, unknown>>): boolean {
  return missingForComplete({ fields: values, skills: values.skills, hasResume: Boolean(values.resumeKey) }).length === 0;
}

export interface FreelancersServiceDeps extends ServiceDeps {
  storage: Storage;
  log?: FastifyBaseLogger;
}

/** Rules of freelancer profiles: who has one, saving with files, visibility, search, favourites, approval. */
export class FreelancersService {
  readonly repository: FreelancersRepository;
  private readonly now: Clock;

  constructor(private readonly deps: FreelancersServiceDeps) {
    this.repository = new FreelancersRepository(deps.db, deps.config.approval);
    this.now = clockOf(deps.now);
  }

  private view(record: FreelancerRecord, viewer: Viewer): Freelancer {
    return toFreelancer(record, viewer, this.deps.config.approval);
  }

  private paged(rows: FreelancerRecord[], total: number, page: number, viewer: Viewer, totalCapped = false): Paged<Freelancer> {
    return pageOf(
      rows.map((r) => this.view(r, viewer)),
      page,
      total,
      totalCapped,
    );
  }

  /** A business-only account (Iam holds 'Business') has no freelancer profile. */
  assertMayHaveProfile(user: UserRow): void {
    if (user.iam.includes(BUSINESS_ROLE)) throw forbidden(freelancerMsg.businessOnly);
  }

  /** GET /freelancer: the caller's own profile, or null when there is none yet. */
  async own(user: UserRow): Promise<Freelancer | null> {
    const record = await this.repository.findByUserId(user.id);
    return record ? this.view(record, { userId: user.id }) : null;
  }

  /** GET /freelancer/{id} and /unauth/freelancer/{id}: listed profiles, and one's own. */
  async one(id: string, viewer: Viewer): Promise<Freelancer> {
    const record = isUuid(id) ? await this.repository.findVisible(id, viewer?.userId ?? null) : undefined;
    if (!record) throw notFound(freelancerMsg.notFound);
    return this.view(record, viewer);
  }

  async search(query: SearchQuery, viewer: Viewer): Promise<FreelancerSearchPage> {
    const countLimit = searchCountLimit(query.page);
    const { rows, total, capped } = await this.repository.search(query.filters, query.sort, query.page, PAGE_SIZE, countLimit);
    const answer: FreelancerSearchPage = this.paged(rows, total, query.page, viewer, capped);
    if (total === 0) {
      const suggestions = await this.suggestions(query.filters);
      if (suggestions.length > 0) answer.suggestions = suggestions;
    }
    return answer;
  }

  /**
   * A search that found nothing: for each filter that could be dropped, how
   * many profiles the search finds without it (counted up to
   * SUGGESTION_COUNT_LIMIT), most first; those that would still find nothing
   * are left out. Under the any-of rule dropping one of several skills only
   * narrows, so the skills go together; under all-of each skill is offered,
   * and so is searching any of them.
   */
  private async suggestions(filters: SearchFilters): Promise<FreelancerSearchSuggestion[]> {
    const { skills } = filters;
    const options: [FreelancerSearchSuggestion['drop'], SearchFilters, string?][] = [];
    if (skills.length > 1 && filters.skillsMatch === 'all') {
      options.push(['skillsMatch', { ...filters, skillsMatch: 'any' }]);
      for (const skill of skills) options.push(['skill', { ...filters, skills: skills.filter((s) => s !== skill) }, skill]);
    } else if (skills.length === 1) {
      options.push(['skill', { ...filters, skills: [] }, skills[0]]);
    } else if (skills.length > 1) {
      options.push(['skills', { ...filters, skills: [] }]);
    }
    if (filters.nameWords.length > 0) options.push(['title', { ...filters, nameWords: [] }]);
    if (filters.text?.length) options.push(['q', { ...filters, text: [] }]);
    for (const key of DROPPABLE) {
      if (filters[key] !== undefined) options.push([key, { ...filters, [key]: undefined }]);
    }
    // Only a single filter: without it the search is the whole list, which is no suggestion.
    const active = (skills.length > 0 ? 1 : 0) + (filters.nameWords.length > 0 ? 1 : 0) + (filters.text?.length ? 1 : 0) + DROPPABLE.filter((k) => filters[k] !== undefined).length;
    if (active < 2 && !(skills.length > 1 && filters.skillsMatch === 'all')) return [];
    const counted = await Promise.all(
      options.map(async ([drop, without, value]) => {
        const { total, capped } = await this.repository.count(without, SUGGESTION_COUNT_LIMIT);
        return { drop, ...(value !== undefined ? { value } : {}), total, ...(capped ? { capped } : {}) };
      }),
    );
    return counted.filter((s) => s.total > 0).sort((a, b) => b.total - a.total);
  }

  /**
   * POST /freelancer. The files were checked and written to temporary keys by
   * the route; here the fields are validated, the files moved to their final
   * keys and the row saved in one transaction. On any failure the new files
   * are removed and the stored profile is unchanged; after success the files
   * the save replaced are removed.
   */
  async save(user: UserRow, form: MultipartForm): Promise<Freelancer> {
    this.assertMayHaveProfile(user);
    const { storage } = this.deps;
    const input = profileInput(form.fields);
    const valid = await validateBody(freelancerProfileSchemaFor(REFERENCE_LISTS, this.now()), input.profile);
    const photo = form.files[PHOTO_FILE_FIELD];
    const resume = form.files[RESUME_FILE_FIELD];
    // The upload itself is never served: only what the decoder made of it.
    const photoBytes = photo ? await this.reencodedPhoto(photo.tempKey) : undefined;
    const placed: string[] = [];
    try {
      const photoKey = photoBytes ? `${PHOTO_FOLDER}/${randomUUID()}.webp` : undefined;
      const resumeKey = resume ? `${RESUME_FOLDER}/${randomUUID()}.pdf` : undefined;
      if (photoBytes && photoKey) {
        await storage.put(photoBytes, photoKey);
        placed.push(photoKey);
      }
      if (resume && resumeKey) {
        await storage.move(resume.tempKey, resumeKey);
        placed.push(resumeKey);
      }
      const mirror = { fullName: `${user.firstName} ${user.lastName}`, country: user.country, city: user.city, mailVerified: user.mailVerified };
      const { before, after } = await this.repository.saveForUser(user.id, mirror, (current): FreelancerValues => {
        const keptResume = current?.resumeKey && !input.deleteResume ? current : undefined;
        // A published profile needs a résumé; an unpublished one may go without, e.g. once its résumé is removed (SPEC-DECISIONS 20).
        if (!resume && !keptResume && valid.experience.publish === 'yes') throw badRequest(freelancerMsg.resumeRequired, 'resumeRequired');
        const e = valid.experience;
        const skills = dedupe(valid.skills);
        const values: FreelancerValues = {
          totalExperience: e.totalExperience,
          degree: e.degree,
          nationality: e.nationality,
          residencyVisa: e.residencyVisa,
          firstLanguage: e.firstLanguage,
          secondLanguage: e.secondLanguage ?? '',
          publish: e.publish === 'yes',
          availability: e.availability,
          workStation: e.workStation,
          travelWillingness: e.travelWillingness,
          hourlyRate: e.hourlyRate,
          startDate: e.startDate,
          profileHeader: valid.profileHeader,
          profileSummary: valid.profileSummary,
          companyName: valid.companyName,
          personalLink: normalizeLink(valid.personalLink) ?? '',
          linkedinLink: normalizeLink(valid.linkedinLink) ?? '',
          legalName: valid.legalName,
          skills,
          skillKeys: skills.map((s) => s.toLowerCase()),
          roles: input.sentIam ? FREELANCER_ROLES.filter((r) => valid.Iam.includes(r)) : (current?.roles ?? []),
          // emailVacancies and the alert frequency in step (modules/alerts/settings-store.ts).
          ...profileSaveColumns(input.sentEmailVacancies ? valid.emailVacancies : (current?.emailVacancies ?? true), current),
          photoKey: photoKey ?? (input.deletePhoto ? null : (current?.photoKey ?? null)),
          resumeKey: resumeKey ?? keptResume?.resumeKey ?? null,
          resumeFileName: resume ? resume.fileName : (keptResume?.resumeFileName ?? null),
          resumeSize: resume ? resume.size : (keptResume?.resumeSize ?? null),
          adminApproved: current?.adminApproved ?? false,
          applied: true,
          complete: false,
        };
        values.complete = isComplete({ ...values, skills, resumeKey: values.resumeKey ?? null });
        return values;
      });
      placed.length = 0;
      const replaced = [before?.photoKey, before?.resumeKey].filter((key): key is string => Boolean(key) && key !== after.photoKey && key !== after.resumeKey);
      await deleteQuietly(storage, replaced);
      const record = await this.repository.findById(after.id);
      if (!record) throw notFound(freelancerMsg.notFound);
      return this.view(record, { userId: user.id });
    } finally {
      await deleteQuietly(storage, placed);
    }
  }

  /** The uploaded photo decoded and encoded afresh (bounded, no metadata); 400 with the spec's message when it is not a readable image. */
  private async reencodedPhoto(tempKey: string): Promise<Buffer> {
    const stream = await this.deps.storage.get(tempKey);
    if (!stream) throw badRequest(freelancerMsg.photoNotImage, 'wrongFileType');
    const photo = await reencodePhoto(await readAll(stream));
    if (!photo) throw badRequest(freelancerMsg.photoNotImage, 'wrongFileType');
    return photo;
  }

  // --- résumé ---------------------------------------------------------------

  /** GET /freelancer/{id}/resume (members only): the stored PDF and its download name. */
  async resume(id: string, viewer: { userId: string }): Promise<{ stream: Readable; size: number | null; fileName: string }> {
    const record = isUuid(id) ? await this.repository.findVisible(id, viewer.userId) : undefined;
    if (!record) throw notFound(freelancerMsg.notFound);
    const stream = record.freelancer.resumeKey ? await this.deps.storage.get(record.freelancer.resumeKey) : null;
    if (!stream) throw notFound(NO_RESUME);
    return { stream, size: record.freelancer.resumeSize, fileName: resumeDownloadName(record.user.firstName, record.user.lastName) };
  }

  // --- favourites -----------------------------------------------------------

  /** POST /freelancer/favorite {id, fav}: idempotent both ways; one's own profile is refused. */
  async setFavorite(user: UserRow, body: unknown): Promise<FavoriteResponse> {
    const input = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const id = typeof input.id === 'string' ? input.id.trim() : '';
    const fav = input.fav === true || input.fav === 'true' ? true : input.fav === false || input.fav === 'false' ? false : undefined;
    if (!id || fav === undefined) throw badRequest('Please send the freelancer id and fav (true or false).', 'badFavorite');
    if (fav) {
      const record = isUuid(id) ? await this.repository.findVisible(id, user.id) : undefined;
      if (!record) throw notFound(freelancerMsg.notFound);
      if (record.freelancer.userId === user.id) throw badRequest(freelancerMsg.cannotFavoriteSelf, 'favoriteSelf');
      await this.repository.addFavorite(user.id, id);
    } else if (isUuid(id)) {
      await this.repository.removeFavorite(user.id, id);
    }
    return { favoriteFreelancers: await this.repository.favoriteIds(user.id) };
  }

  /** GET /freelancer/favorite?page=: the caller's favourites that are listed, newest favourite first. */
  async favorites(user: UserRow, pageValue: unknown): Promise<Paged<Freelancer>> {
    const page = parsePage(pageValue);
    const { rows, total } = await this.repository.favoritesPage(user.id, page, PAGE_SIZE);
    return this.paged(rows, total, page, { userId: user.id });
  }

  // --- administration -------------------------------------------------------

  /** Approves a profile (admin API by profile id; command line by the owner's e-mail). Only a complete profile can be approved. */
  async approve(idOrEmail: string): Promise<Freelancer> {
    let record: FreelancerRecord | undefined;
    if (isUuid(idOrEmail)) record = await this.repository.findById(idOrEmail);
    else if (idOrEmail.includes('@')) record = await this.repository.findByUserEmail(idOrEmail);
    if (!record) throw notFound(freelancerMsg.notFound);
    if (!record.freelancer.complete) throw conflict(NOT_COMPLETE, 'incomplete');
    const row = await this.repository.setAdminApproved(record.freelancer.id, true);
    if (!row) throw new HttpError(404, freelancerMsg.notFound, 'notFound');
    return this.view({ freelancer: row, user: record.user }, { userId: row.userId });
  }
}

/** What GET /user/myprofile takes from this capability. */
export interface MyProfileFreelancerPart {
  profilePhoto: string | null;
  favoriteFreelancers: string[];
  applied: boolean;
}

export async function myProfileFreelancerPart(db: Db, config: Config, userId: string): Promise<MyProfileFreelancerPart> {
  const repository = new FreelancersRepository(db, config.approval);
  const [record, favoriteFreelancers] = await Promise.all([repository.findByUserId(userId), repository.favoriteIds(userId)]);
  return { profilePhoto: photoPath(record?.freelancer.photoKey ?? null), favoriteFreelancers, applied: record?.freelancer.applied ?? false };
}
