import { and, desc, eq, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { SUGGESTIONS_MAX, alertMsg, type SuggestedFreelancer, type VacancyForYou } from '@contracts/alerts';
import { BUSINESS_ROLE } from '@contracts/auth';
import { vacancyMsg } from '@contracts/vacancy';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { freelancers, users, vacancies, vacancyApplications } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { accountColumns } from '../freelancers/repository';
import { toFreelancer } from '../freelancers/serialize';
import { listedSql } from '../freelancers/visibility';
import type { Clock } from '../deps';
import type { UserRow } from '../users/repository';
import { VacanciesRepository } from '../vacancies/repository';
import type { VacanciesService } from '../vacancies/service';
import { listedVacancySql } from '../vacancies/visibility';
import { allSkillsSql, profilesMatchingSql, sharedCountSql, sharedSkills, vacanciesMatchingSql } from './matching';

export interface SuggestionsDeps {
  db: Db;
  config: Config;
  vacancies: VacanciesService;
  now: Clock;
  /** Which of these freelancers the vacancy's business invited to it (the invitations module); none: nobody. */
  invitedOf?: (vacancyId: string, freelancerIds: string[]) => Promise<Set<string>>;
}

/**
 * "Suggested freelancers" of a vacancy and a freelancer's "Vacancies for you": the matching rule of ./matching.ts,
 * served to the two sides, each serialized by its module's serializer as the viewer may see it (never more than
 * the listings show them).
 */
export class Suggestions {
  constructor(private readonly deps: SuggestionsDeps) {}

  /** GET /vacancy/{id}/suggested-freelancers: the poster only; up to 10 listed matches who have not applied, most shared skills first. */
  async suggested(user: UserRow, vacancyId: string): Promise<SuggestedFreelancer[]> {
    const { policy, now } = { policy: this.deps.config.approval, now: this.deps.now() };
    const [vacancy] = isUuid(vacancyId) ? await this.deps.db.select().from(vacancies).where(eq(vacancies.id, vacancyId)) : [];
    if (!vacancy || vacancy.deletedAt) throw notFound(vacancyMsg.notFound);
    if (vacancy.userId !== user.id) throw forbidden(vacancyMsg.notPoster);
    const [listed] = await this.deps.db.select({ id: vacancies.id }).from(vacancies).where(and(eq(vacancies.id, vacancyId), listedVacancySql(policy, now)));
    if (!listed) return [];
    const matching = and(
      profilesMatchingSql(vacancy, policy),
      ne(freelancers.userId, vacancy.userId),
      notExists(this.deps.db.select({ one: sql`1` }).from(vacancyApplications).where(and(eq(vacancyApplications.vacancyId, vacancy.id), eq(vacancyApplications.freelancerUserId, freelancers.userId)))),
    );
    const page = (where: SQL | undefined, ranked: boolean) =>
      this.deps.db
        .select({ freelancer: freelancers, user: accountColumns })
        .from(freelancers)
        .innerJoin(users, eq(users.id, freelancers.userId))
        .where(where)
        .orderBy(...(ranked ? [desc(sharedCountSql(vacancy))] : []), desc(freelancers.updatedAt), freelancers.id)
        .limit(SUGGESTIONS_MAX);
    // Those with every skill of the vacancy rank first: when ten have them, their few rows are the answer; else every
    // match is ranked by the skills it shares (a popular skill's thousands of profiles are read only then).
    const skills = new Set(vacancy.requiredSkills.map((skill) => skill.toLowerCase())).size;
    // One skill: every match shares it, so the newest ten are the answer (walked in the recent index's order).
    let rows = await page(skills > 1 ? and(matching, allSkillsSql(vacancy)) : matching, false);
    if (rows.length < SUGGESTIONS_MAX && skills > 1) rows = await page(matching, true);
    const invited = (await this.deps.invitedOf?.(vacancy.id, rows.map((r) => r.freelancer.id))) ?? new Set<string>();
    return rows.map((record) => ({
      freelancer: toFreelancer(record, { userId: user.id }, policy),
      why: { skills: sharedSkills(vacancy, record.freelancer) },
      invited: invited.has(record.freelancer.id),
    }));
  }

  /** GET /vacancy/for-you: a freelancer's up to 10 listed matching vacancies they have not applied to, newest first. */
  async forYou(user: UserRow): Promise<VacancyForYou[]> {
    if (user.iam.includes(BUSINESS_ROLE)) throw forbidden(alertMsg.alertsForFreelancers);
    const { policy, now } = { policy: this.deps.config.approval, now: this.deps.now() };
    const [profile] = await this.deps.db
      .select()
      .from(freelancers)
      .where(and(eq(freelancers.userId, user.id), listedSql(policy)));
    if (!profile) return [];
    const ids = await this.deps.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(
        and(
          vacanciesMatchingSql(profile, policy, now),
          ne(vacancies.userId, user.id),
          notExists(this.deps.db.select({ one: sql`1` }).from(vacancyApplications).where(and(eq(vacancyApplications.vacancyId, vacancies.id), eq(vacancyApplications.freelancerUserId, user.id)))),
        ),
      )
      .orderBy(sql`${vacancies.postedAt} desc nulls last`, vacancies.id)
      .limit(SUGGESTIONS_MAX);
    if (ids.length === 0) return [];
    const order = new Map(ids.map((row, i) => [row.id, i]));
    const records = (await new VacanciesRepository(this.deps.db, policy).listedByIds(ids.map((row) => row.id), now)).sort((a, b) => (order.get(a.vacancy.id) ?? 0) - (order.get(b.vacancy.id) ?? 0));
    const views = await this.deps.vacancies.views(records, { userId: user.id });
    return records.map((record, i) => ({ vacancy: views[i], why: { skills: sharedSkills(record.vacancy, profile) } }));
  }
}

