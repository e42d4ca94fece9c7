import { REPORT_OWN, REPORTED_ALREADY, REPORTS_PER_DAY, itemReportSchema, type ItemReported, type ReportKind, type ReportReason, consoleMsg } from '@contracts/operator';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { validateBody } from '../../http/validate';
import { AbuseRepository } from '../auth/repository';
import { CompaniesRepository } from '../companies/repository';
import type { FreelancersService } from '../freelancers/service';
import type { UserRow } from '../users/repository';
import type { VacanciesService } from '../vacancies/service';
import { ReportsRepository } from './repository';

const DAY_SECONDS = 24 * 60 * 60;

export interface ReportsDeps {
  db: Db;
  freelancers: FreelancersService;
  vacancies: VacanciesService;
}

/**
 * Members' reports of a freelancer profile, a vacancy or a company page, for the operators' queue. A member reports
 * what they can see, never their own, once per item, at most REPORTS_PER_DAY a day; nothing a member reads says
 * who reported them or that anyone did.
 */
export class ReportsService {
  private readonly repository: ReportsRepository;
  private readonly companies: CompaniesRepository;
  private readonly abuse: AbuseRepository;

  constructor(private readonly deps: ReportsDeps) {
    this.repository = new ReportsRepository(deps.db);
    this.companies = new CompaniesRepository(deps.db);
    this.abuse = new AbuseRepository(deps.db);
  }

  /** The account behind an item as this member may see it; 404 when it does not exist or is not shown to them. */
  private async ownerOf(user: UserRow, kind: ReportKind, id: string): Promise<string> {
    try {
      if (kind === 'freelancer') return (await this.deps.freelancers.one(id, { userId: user.id })).user.id;
      if (kind === 'vacancy') return (await this.deps.vacancies.one(user, id)).user.id;
      const found = await this.companies.byId(id);
      if (found) return found.company.userId;
    } catch (error) {
      // Not found, removed, or expired past what members may read: all the same to a reporter.
      if (!(error instanceof HttpError) || ![400, 404, 410].includes(error.statusCode)) throw error;
    }
    throw notFound(consoleMsg.reportNotFound);
  }

  /** POST /reports. */
  async report(user: UserRow, body: unknown): Promise<ItemReported> {
    const input = await validateBody(itemReportSchema, body);
    const kind = input.kind as ReportKind;
    if (!isUuid(input.id)) throw badRequest(consoleMsg.reportIdInvalid, 'invalidId');
    const itemId = input.id.toLowerCase();
    if ((await this.ownerOf(user, kind, itemId)) === user.id) throw badRequest(REPORT_OWN[kind], 'ownItem');
    if (await this.repository.exists(user.id, kind, itemId)) throw conflict(REPORTED_ALREADY[kind], 'alreadyReported');
    const taken = await this.abuse.countInWindow('report', user.id, DAY_SECONDS);
    if (taken.count > REPORTS_PER_DAY) throw new HttpError(429, consoleMsg.reportTooMany, 'tooManyRequests');
    const added = await this.repository.add({ reporterId: user.id, kind, itemId, reason: input.reason as ReportReason, text: input.text });
    if (!added) throw conflict(REPORTED_ALREADY[kind], 'alreadyReported');
    return { reported: true };
  }
}
