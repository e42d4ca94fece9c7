import { and, asc, count, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES, type ApplicantSort, type ApplicationStatus, type Proposal } from '@contracts/application';
import type { Db } from '../../db/client';
import { freelancers, users, vacancies, vacancyApplications } from '../../db/schema';
import { accountColumns } from '../freelancers/repository';
import type { FreelancerRecord } from '../freelancers/serialize';
import { appliedNewest, type ApplicationRow } from '../vacancies/repository';

export type { ApplicationRow };

/** The stored PDF of a proposal, or none. */
export interface ProposalFile {
  fileKey: string | null;
  fileSize: number | null;
}

const a = vacancyApplications;

/** SQL of applications: applying, withdrawing, the proposal and the applicants pipeline. */
export class ApplicationsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the application unless one exists (unique index, no read-then-write); undefined when it already existed. */
  async apply(vacancyId: string, freelancerUserId: string, freelancerId: string, proposal: Proposal & ProposalFile, appliedAt: Date): Promise<{ vacancyId: string; appliedAt: Date } | undefined> {
    const [row] = await this.db
      .insert(a)
      .values({ vacancyId, freelancerUserId, freelancerId, ...proposal, appliedAt })
      .onConflictDoNothing({ target: [a.vacancyId, a.freelancerUserId] })
      .returning({ vacancyId: a.vacancyId, appliedAt: a.appliedAt });
    return row;
  }

  /** The member's freelancer profile, if any: what applying needs. */
  async freelancerOf(userId: string): Promise<{ id: string; complete: boolean } | undefined> {
    const [row] = await this.db.select({ id: freelancers.id, complete: freelancers.complete }).from(freelancers).where(eq(freelancers.userId, userId));
    return row;
  }

  /** Removes the caller's application made at that instant while the business has not decided it. */
  async withdraw(freelancerUserId: string, on: Date): Promise<{ vacancyId: string; appliedAt: Date; fileKey: string | null } | undefined> {
    const [row] = await this.db
      .delete(a)
      .where(and(eq(a.freelancerUserId, freelancerUserId), eq(a.appliedAt, on), inArray(a.status, [...OPEN_STATUSES])))
      .returning({ vacancyId: a.vacancyId, appliedAt: a.appliedAt, fileKey: a.fileKey });
    return row;
  }

  /** The status of the caller's application made at that instant, if there is one. */
  async statusAt(freelancerUserId: string, on: Date): Promise<ApplicationStatus | undefined> {
    const [row] = await this.db
      .select({ status: a.status })
      .from(a)
      .where(and(eq(a.freelancerUserId, freelancerUserId), eq(a.appliedAt, on)));
    return row?.status;
  }

  /** Hides a decided application from its freelancer's list, once; undefined when it is open or already hidden. */
  async hide(applicationId: string, at: Date): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .update(a)
      .set({ hiddenAt: at })
      .where(and(eq(a.id, applicationId), notInArray(a.status, [...OPEN_STATUSES]), isNull(a.hiddenAt)))
      .returning();
    return row;
  }

  /** Marks viewed every new application of a freelancer (profile id) to the poster's vacancies; how many changed. */
  async markViewed(posterUserId: string, freelancerId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(a)
      .set({ status: 'viewed', statusAt: at })
      .where(and(eq(a.freelancerId, freelancerId), eq(a.status, 'new'), inArray(a.vacancyId, this.db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.userId, posterUserId)))))
      .returning({ id: a.id });
    return rows.length;
  }

  /** The vacancy's applications still open, but one: those a hire that closes the vacancy fills. */
  async openOthers(vacancyId: string, hiredId: string): Promise<ApplicationRow[]> {
    return this.db
      .select()
      .from(a)
      .where(and(eq(a.vacancyId, vacancyId), ne(a.id, hiredId), inArray(a.status, [...OPEN_STATUSES])))
      .orderBy(asc(a.appliedAt), asc(a.id));
  }

  /**
   * A page of the freelancers who applied to a vacancy with their applications, one extra row telling whether more
   * exist: newest application first, or by the proposed rate (lowest first, none last); of one status or all.
   */
  async applicants(
    vacancyId: string,
    offset: number,
    limit: number,
    { status, sort }: { status?: ApplicationStatus; sort: ApplicantSort },
  ): Promise<(FreelancerRecord & { application: ApplicationRow })[]> {
    const order = sort === 'rate' ? [sql`${a.proposedRate} asc nulls last`, appliedNewest, asc(a.freelancerId)] : [appliedNewest, asc(a.freelancerId)];
    return this.db
      .select({ freelancer: freelancers, user: accountColumns, application: a })
      .from(a)
      .innerJoin(freelancers, eq(freelancers.id, a.freelancerId))
      .innerJoin(users, eq(users.id, freelancers.userId))
      .where(and(eq(a.vacancyId, vacancyId), status ? eq(a.status, status) : undefined))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }

  /** How many applications of a vacancy are in each status. */
  async statusCounts(vacancyId: string): Promise<Map<ApplicationStatus, number>> {
    const rows = await this.db.select({ status: a.status, n: count() }).from(a).where(eq(a.vacancyId, vacancyId)).groupBy(a.status);
    return new Map(rows.map((row) => [row.status, row.n]));
  }

  /** One application of a vacancy. */
  async findApplication(vacancyId: string, applicationId: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db.select().from(a).where(and(eq(a.vacancyId, vacancyId), eq(a.id, applicationId)));
    return row;
  }

  /** Applications of a vacancy by their ids (those of another vacancy are not found). */
  async findApplications(vacancyId: string, applicationIds: string[]): Promise<ApplicationRow[]> {
    if (applicationIds.length === 0) return [];
    return this.db
      .select()
      .from(a)
      .where(and(eq(a.vacancyId, vacancyId), inArray(a.id, applicationIds)));
  }

  /** The caller's application to a vacancy. */
  async ownApplication(vacancyId: string, freelancerUserId: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db.select().from(a).where(and(eq(a.vacancyId, vacancyId), eq(a.freelancerUserId, freelancerUserId)));
    return row;
  }

  /** Moves an application from the status read to the next one; undefined when it changed meanwhile (a concurrent change). */
  async setStatus(applicationId: string, from: ApplicationStatus, to: ApplicationStatus, message: string, at: Date): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .update(a)
      .set({ status: to, statusAt: at, statusMessage: message })
      .where(and(eq(a.id, applicationId), eq(a.status, from)))
      .returning();
    return row;
  }

  /** Replaces the proposal (and, when given, its file) of an application while it is in one of the given statuses; undefined otherwise. */
  async editProposal(applicationId: string, proposal: Proposal & Partial<ProposalFile>, whileIn: ApplicationStatus[]): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .update(a)
      .set(proposal)
      .where(and(eq(a.id, applicationId), inArray(a.status, whileIn)))
      .returning();
    return row;
  }
}
