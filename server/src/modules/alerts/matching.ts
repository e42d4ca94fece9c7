import { sql, type SQL } from 'drizzle-orm';
import type { MatchReason } from '@contracts/alerts';
import { freelancers, vacancies } from '../../db/schema';
import { listedSql, type ApprovalPolicy } from '../freelancers/visibility';
import { listedVacancySql } from '../vacancies/visibility';

/**
 * The one matching rule of vacancies and freelancers: vacancy alerts, a vacancy's suggested freelancers and a
 * freelancer's vacancies for you all read it from here.
 *
 * A vacancy matches a freelancer when the vacancy is listed (published, approved, not deleted, withheld or expired),
 * the profile is listed (published, complete, approved, not withheld), and
 * - they share at least one skill (more shared skills rank higher; the shared skills are the reason given);
 * - the freelancer is of a type the vacancy seeks: a vacancy for trainers wants a Trainer, one for consultants a
 *   Consultant or an E-Consultant, one for both either, one for neither (Any) everyone;
 * - their work stations fit: a vacancy left at Any, or Hybrid, fits every freelancer, and a Hybrid freelancer every
 *   vacancy; otherwise Onsite meets Onsite and Remote meets Remote.
 *
 * Skills are matched on the profile's lower-cased skill_keys (GIN) from the vacancy's side and on the vacancy's
 * required_skills (GIN) from the freelancer's; the work station on the profile's filter_keys (GIN: a Hybrid profile
 * holds works:onsite and works:remote), so matching one vacancy against every profile is a BitmapAnd of two indexes.
 */

/** What the rule reads of a vacancy. */
export interface MatchVacancy {
  requiredSkills: string[];
  isTrainer: boolean;
  isConsultant: boolean;
  workstation: string;
}

/** What the rule reads of a profile. */
export interface MatchProfile {
  skills: string[];
  roles: string[];
  workStation: string;
}

/** The freelancer types a vacancy seeks; empty: any. */
export function wantedRoles(vacancy: Pick<MatchVacancy, 'isTrainer' | 'isConsultant'>): string[] {
  return [...(vacancy.isTrainer ? ['Trainer'] : []), ...(vacancy.isConsultant ? ['Consultant', 'E-Consultant'] : [])];
}

const station = (value: string) => value.trim().toLowerCase();
/** Fits every side: left at Any, or Hybrid. */
const fitsAll = (value: string) => ['', 'any', 'hybrid'].includes(station(value));

export function typeFits(vacancy: MatchVacancy, profile: MatchProfile): boolean {
  const wanted = wantedRoles(vacancy);
  return wanted.length === 0 || profile.roles.some((role) => wanted.includes(role));
}

export function stationFits(vacancy: MatchVacancy, profile: MatchProfile): boolean {
  return fitsAll(vacancy.workstation) || fitsAll(profile.workStation) || station(vacancy.workstation) === station(profile.workStation);
}

/** The skills they share, in the vacancy's order, as the vacancy names them. */
export function sharedSkills(vacancy: Pick<MatchVacancy, 'requiredSkills'>, profile: Pick<MatchProfile, 'skills'>): string[] {
  const keys = new Set(profile.skills.map((s) => s.toLowerCase()));
  return vacancy.requiredSkills.filter((skill) => keys.has(skill.toLowerCase()));
}

/** Why they match (the shared skills), or null when they do not (listing aside: the queries check it). */
export function matchReason(vacancy: MatchVacancy, profile: MatchProfile): MatchReason | null {
  const skills = sharedSkills(vacancy, profile);
  return skills.length > 0 && typeFits(vacancy, profile) && stationFits(vacancy, profile) ? { skills } : null;
}

const textArray = (values: string[]) => sql`array[${sql.join(
  values.map((v) => sql`${v}`),
  sql`, `,
)}]::text[]`;

/** The listed profiles that match a vacancy (a WHERE on freelancers). */
export function profilesMatchingSql(vacancy: MatchVacancy, policy: ApprovalPolicy): SQL {
  const keys = [...new Set(vacancy.requiredSkills.map((s) => s.toLowerCase()))];
  if (keys.length === 0) return sql`false`;
  const parts: SQL[] = [listedSql(policy), sql`${freelancers.skillKeys} && ${textArray(keys)}`];
  const wanted = wantedRoles(vacancy);
  if (wanted.length > 0) parts.push(sql`${freelancers.roles} && ${textArray(wanted)}`);
  if (!fitsAll(vacancy.workstation)) parts.push(sql`${freelancers.filterKeys} @> ${textArray([`works:${station(vacancy.workstation)}`])}`);
  return sql.join(parts, sql` and `);
}

/** The profiles with every one of the vacancy's skills (GIN, few rows): the first tier of the ranking. */
export function allSkillsSql(vacancy: Pick<MatchVacancy, 'requiredSkills'>): SQL {
  return sql`${freelancers.skillKeys} @> ${textArray([...new Set(vacancy.requiredSkills.map((s) => s.toLowerCase()))])}`;
}

/** How many of the vacancy's skills a matched profile has (its rank). */
export function sharedCountSql(vacancy: Pick<MatchVacancy, 'requiredSkills'>): SQL<number> {
  const keys = [...new Set(vacancy.requiredSkills.map((s) => s.toLowerCase()))];
  if (keys.length === 0) return sql<number>`0`;
  return sql<number>`(select count(*) from unnest(${freelancers.skillKeys}) k where k = any(${textArray(keys)}))::int`;
}

/** The listed vacancies that match a profile (a WHERE on vacancies), open at `now`. */
export function vacanciesMatchingSql(profile: MatchProfile, policy: ApprovalPolicy, now: Date): SQL {
  if (profile.skills.length === 0) return sql`false`;
  const parts: SQL[] = [listedVacancySql(policy, now), sql`${vacancies.requiredSkills} && ${textArray(profile.skills)}`];
  const trainer = profile.roles.includes('Trainer');
  const consultant = profile.roles.includes('Consultant') || profile.roles.includes('E-Consultant');
  // Any (neither flag), or a type the freelancer is.
  const types = [sql`not (${vacancies.isTrainer} or ${vacancies.isConsultant})`];
  if (trainer) types.push(sql`${vacancies.isTrainer}`);
  if (consultant) types.push(sql`${vacancies.isConsultant}`);
  parts.push(sql`(${sql.join(types, sql` or `)})`);
  if (!fitsAll(profile.workStation)) parts.push(sql`lower(${vacancies.workstation}) in ('', 'any', 'hybrid', ${station(profile.workStation)})`);
  return sql.join(parts, sql` and `);
}
