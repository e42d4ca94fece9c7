import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { companies, vacancies, vacancyApplications, freelancers } from '../schema';
import type { Storage } from '../../storage';
import { initialsAvatarPng } from './avatar';

/** The demo businesses' company pages (business1@… to business5@…, in order); the first two verified their domain. */
export const DEMO_COMPANIES = [
  { name: 'Gulf Horizon Hospitality', initials: ['Gulf', 'Horizon'], industry: 'Hospitality', size: '201-1000', country: 'United Arab Emirates', city: 'Dubai', website: 'https://gulfhorizon.ae', foundedYear: 2004, verifiedDomain: 'gulfhorizon.ae', about: 'Hotels and serviced apartments in Dubai and Abu Dhabi. We train our front-office and guest-relations teams every season.' },
  { name: 'Najd Retail Group', initials: ['Najd', 'Retail'], industry: 'Retail', size: '1000+', country: 'Saudi Arabia', city: 'Riyadh', website: 'https://najdretail.sa', foundedYear: 1996, verifiedDomain: 'najdretail.sa', about: 'Sixty fashion and home stores across the Kingdom, with a growing online shop.' },
  { name: 'شركة النيل للحلول الهندسية', initials: ['Nile', 'Engineering'], industry: 'الهندسة والإنشاءات', size: '51-200', country: 'Egypt', city: 'Cairo', website: 'https://nile-eng.example.eg', foundedYear: 2011, verifiedDomain: null, about: 'شركة هندسية مصرية تنفّذ مشروعات البنية التحتية والمصانع، وتستعين بمدرّبين ومستشارين لتطوير فرقها.' },
  { name: 'Atlas Digital Bank', initials: ['Atlas', 'Digital'], industry: 'Banking', size: '201-1000', country: 'Morocco', city: 'Casablanca', website: 'https://atlasdigital.ma', foundedYear: 2018, verifiedDomain: null, about: 'A digital retail bank serving Morocco and the Maghreb.' },
  { name: 'Petra Development Foundation', initials: ['Petra', 'Development'], industry: 'Non-profit', size: '11-50', country: 'Jordan', city: 'Amman', website: '', foundedYear: 2009, verifiedDomain: null, about: 'An Amman NGO running education and livelihood programmes with international donors.' },
] as const;

/** Creates the company pages with initials logos; returns their ids. */
export async function seedCompanies(deps: { db: Db; storage: Storage }, businessUserIds: string[], now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, userId] of businessUserIds.entries()) {
    const demo = DEMO_COMPANIES[i];
    if (!demo) break;
    const logoKey = `photos/${randomUUID()}.png`;
    await deps.storage.put(await initialsAvatarPng(demo.initials[0], demo.initials[1]), logoKey);
    const { initials: _initials, ...values } = demo;
    const [row] = await deps.db
      .insert(companies)
      .values({ ...values, userId, logoKey, verifiedAt: demo.verifiedDomain ? now : null, verifiedBy: demo.verifiedDomain ? 'email' : null })
      .returning({ id: companies.id });
    ids.push(row.id);
  }
  return ids;
}

const LETTERS = [
  'I have delivered this kind of programme for three employers in the region, in Arabic and English, and can share the evaluations.',
  'قدّمت برامج مماثلة لجهات في الخليج ومصر، وأستطيع البدء خلال أسبوعين مع خطة تفصيلية للجلسات.',
  'My last two engagements were close to this one; I would start with a short diagnosis and agree the outcomes with your team.',
];
const STATUSES = ['new', 'viewed', 'shortlisted', 'hired', 'declined'] as const;

/**
 * Proposals in every state: on the first vacancies, a few freelancers each apply with a cover letter (some in
 * Arabic), a rate and a start date; the business has viewed, shortlisted, hired or declined some.
 */
export async function seedProposals(db: Db, vacancyIds: string[], freelancerIds: string[], now: Date): Promise<number> {
  const day = 86_400_000;
  let made = 0;
  for (const [v, vacancyId] of vacancyIds.slice(0, 6).entries()) {
    const [vacancy] = await db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.id, vacancyId));
    if (!vacancy) continue;
    for (let k = 0; k < 3; k++) {
      const freelancerId = freelancerIds[(v * 3 + k) % freelancerIds.length];
      const [profile] = await db.select({ userId: freelancers.userId }).from(freelancers).where(eq(freelancers.id, freelancerId));
      if (!profile) continue;
      const status = STATUSES[(v + k) % STATUSES.length];
      const appliedAt = new Date(now.getTime() - (10 - k) * day - v * 3_600_000);
      await db.insert(vacancyApplications).values({
        vacancyId,
        freelancerUserId: profile.userId,
        freelancerId,
        appliedAt,
        coverLetter: LETTERS[(v + k) % LETTERS.length],
        proposedRate: k === 2 ? null : 40 + ((v * 7 + k * 15) % 80),
        availableFrom: new Date(now.getTime() + (7 + k * 7) * day).toISOString().slice(0, 10),
        status,
        statusAt: status === 'new' ? null : new Date(appliedAt.getTime() + 2 * day),
        statusMessage: status === 'declined' ? 'Thank you: we chose a trainer based in the city this time.' : '',
      });
      made += 1;
    }
  }
  return made;
}
