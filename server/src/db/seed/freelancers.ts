import { eq, inArray } from 'drizzle-orm';
import { FREELANCER_ROLES, type FreelancerRole } from '@contracts/reference';
import type { Db } from '../client';
import { freelancers, users } from '../schema';
import { MENA_COUNTRIES, buildReferenceData } from '../../modules/reference/data';
import type { Storage } from '../../storage';
import { minimalPdf, solidPng } from './pdf';

export interface SeedFreelancersOptions {
  /** PRNG seed: the same seed and user ids give the same profiles. Default 2023. */
  seed?: number;
  /** Also store a generated photo (a solid-colour PNG) per profile. Default false. */
  photos?: boolean;
  /** Give each account a demo country and city (MENA-heavy). Default true; false keeps the accounts' own. */
  setLocation?: boolean;
  /** Timestamps are spread over the 120 days before this moment. Default: now. */
  now?: Date;
}

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES: Record<string, string[]> = {
  'United Arab Emirates': ['Dubai', 'Abu Dhabi', 'Sharjah'],
  'Saudi Arabia': ['Riyadh', 'Jeddah', 'Dammam'],
  Egypt: ['Cairo', 'Alexandria', 'Giza'],
  Jordan: ['Amman', 'Irbid'],
  Lebanon: ['Beirut', 'Tripoli'],
  Morocco: ['Casablanca', 'Rabat', 'Marrakesh'],
  Qatar: ['Doha'],
  Kuwait: ['Kuwait City'],
  Bahrain: ['Manama'],
  Oman: ['Muscat', 'Salalah'],
  Tunisia: ['Tunis', 'Sfax'],
  Algeria: ['Algiers', 'Oran'],
  Iraq: ['Baghdad', 'Erbil', 'Basra'],
  Palestine: ['Ramallah', 'Nablus'],
  'United Kingdom': ['London', 'Manchester'],
  France: ['Paris', 'Lyon'],
  India: ['Mumbai', 'Bengaluru'],
  Pakistan: ['Karachi', 'Lahore'],
  Turkey: ['Istanbul', 'Ankara'],
  Canada: ['Toronto', 'Montreal'],
};
const MAGHREB = new Set(['Morocco', 'Tunisia', 'Algeria', 'Lebanon']);
const OTHER_COUNTRIES = ['United Kingdom', 'France', 'India', 'Pakistan', 'Turkey', 'Canada'];
const HEADERS = ['Certified trainer and consultant', 'Strategy and transformation advisor', 'Leadership development coach', 'Quality and excellence consultant', 'Finance and Islamic banking expert', 'HR and talent specialist', 'Digital transformation consultant', 'Project management trainer'];
const COMPANIES = ['Independent', 'Nuqta Consulting', 'Gulf Advisory Partners', 'Nile Learning Group', 'Atlas Training Co.', 'Levant Excellence', 'Crescent Strategy', 'Sahara Skills Institute'];
const SECTORS = ['government', 'banking', 'oil and gas', 'healthcare', 'education', 'retail', 'telecoms', 'family businesses', 'hospitality', 'construction'];

/**
 * Creates one complete, published and approved demo freelancer profile for
 * each given account (roles, MENA-heavy locations, skills from the reference
 * list, a small generated PDF résumé, optionally a photo), replacing any
 * profile those accounts had. Deterministic for a seed. Under APPROVAL=email
 * a profile is listed only once its account's address is verified.
 * Returns the profile ids in the order of userIds.
 */
export async function seedFreelancers(deps: { db: Db; storage: Storage }, userIds: string[], options: SeedFreelancersOptions = {}): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { db, storage } = deps;
  const random = prng(options.seed ?? 2023);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const reference = buildReferenceData();
  const values = (options: { value: string }[]) => options.map((o) => o.value);
  const now = (options.now ?? new Date()).getTime();
  const accounts = await db.select().from(users).where(inArray(users.id, userIds));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const ids: string[] = [];

  for (const userId of userIds) {
    const account = byId.get(userId);
    if (!account) throw new Error(`seedFreelancers: no account ${userId}`);
    const country = options.setLocation === false ? account.country : random() < 0.8 ? pick(MENA_COUNTRIES.filter((c) => CITIES[c])) : pick(OTHER_COUNTRIES);
    const city = options.setLocation === false ? account.city : pick(CITIES[country]);
    const nationality = random() < 0.7 ? country : pick([...MENA_COUNTRIES]);
    const firstLanguage = OTHER_COUNTRIES.includes(country) && random() < 0.6 ? 'English' : 'Arabic';
    const secondLanguage = firstLanguage === 'English' ? pick(['Arabic', 'French', '']) : MAGHREB.has(country) && random() < 0.6 ? 'French' : 'English';
    const roles = FREELANCER_ROLES.filter(() => random() < 0.55);
    if (roles.length === 0) roles.push(pick(FREELANCER_ROLES));
    const skills = [...new Set(Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(reference.keySkills)))];
    const years = pick(values(reference.experiences));
    const created = now - Math.floor(random() * 120 * 86_400_000);
    const updated = Math.min(now, created + Math.floor(random() * 30 * 86_400_000));
    const fullName = `${account.firstName} ${account.lastName}`;
    const sector = pick(SECTORS);

    const resume = minimalPdf([`${fullName}`, `${pick(HEADERS)}`, `${years} years of experience`, `Skills: ${skills.slice(0, 4).join(', ')}`, `Based in ${city}, ${country}`, 'Demo resume generated by Khibra']);
    const resumeKey = `resumes/${seededUuid(random)}.pdf`;
    await storage.put(resume, resumeKey);
    let photoKey: string | null = null;
    if (options.photos) {
      photoKey = `photos/${seededUuid(random)}.png`;
      await storage.put(solidPng(64, [Math.floor(random() * 200), Math.floor(random() * 200), Math.floor(random() * 200)]), photoKey);
    }

    if (options.setLocation !== false) await db.update(users).set({ country, city }).where(eq(users.id, userId));
    await db.update(users).set({ iam: roles }).where(eq(users.id, userId));
    await db.delete(freelancers).where(eq(freelancers.userId, userId));
    const [row] = await db
      .insert(freelancers)
      .values({
        userId,
        fullName,
        country,
        city,
        mailVerified: account.mailVerified,
        totalExperience: years,
        degree: pick(values(reference.degree)),
        nationality,
        residencyVisa: pick(['Yes', 'No', 'Not required']),
        firstLanguage,
        secondLanguage,
        publish: true,
        availability: pick(values(reference.availability)),
        workStation: pick(values(reference.workStation)),
        travelWillingness: pick(values(reference.travelWillingness)),
        hourlyRate: pick(values(reference.hourlyRate)),
        startDate: random() < 0.6 ? 'Anytime' : new Date(now + Math.floor(random() * 60) * 86_400_000).toISOString().slice(0, 10),
        profileHeader: pick(HEADERS),
        profileSummary: `${pick(HEADERS)} with ${years} years of experience in ${sector}. Delivers workshops and advisory in ${firstLanguage}${secondLanguage ? ` and ${secondLanguage}` : ''} across ${country === 'Egypt' || MAGHREB.has(country) ? 'North Africa' : 'the GCC and the Levant'}.`,
        companyName: pick(COMPANIES),
        personalLink: random() < 0.5 ? `https://www.example.com/${account.lastName.toLowerCase().replace(/[^a-z]/g, '') || 'profile'}` : '',
        linkedinLink: random() < 0.7 ? `https://www.linkedin.com/in/demo-${seededUuid(random).slice(0, 8)}` : '',
        legalName: fullName,
        skills,
        skillKeys: skills.map((s) => s.toLowerCase()),
        roles: roles as FreelancerRole[],
        emailVacancies: random() < 0.8,
        photoKey,
        resumeKey,
        resumeFileName: 'resume.pdf',
        resumeSize: resume.length,
        complete: true,
        adminApproved: true,
        applied: true,
        createdAt: new Date(created),
        updatedAt: new Date(updated),
      })
      .returning({ id: freelancers.id });
    ids.push(row.id);
  }
  return ids;
}

/** A v4-shaped uuid from the PRNG (storage keys of seeded files). */
function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
