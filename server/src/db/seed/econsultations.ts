import { eq, inArray } from 'drizzle-orm';
import type { AvailabilityEntry } from '@contracts/econsultation/types';
import { DEFAULT_MESSAGES } from '@contracts/econsultation/default-messages';
import { FREELANCER_ROLES, type Weekday } from '@contracts/reference';
import type { Db } from '../client';
import { freelancers, users } from '../schema';
import { econsultationSettings } from '../schema/econsultations';
import { prng } from './freelancers';

export interface SeedEConsultationsOptions {
  /** PRNG seed: the same seed and profile ids give the same settings. Default 2023. */
  seed?: number;
  /** Only profiles that already hold the E-Consultant role get settings (e.g. after seedFreelancers). Default false: every given profile becomes an E-Consultant. */
  onlyEConsultants?: boolean;
}

const SUN_THU: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'];
const MON_FRI: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The time zone of a demo country; the GCC default otherwise. */
const ZONES: Record<string, string> = {
  'United Arab Emirates': 'Asia/Dubai',
  Oman: 'Asia/Muscat',
  'Saudi Arabia': 'Asia/Riyadh',
  Qatar: 'Asia/Qatar',
  Kuwait: 'Asia/Kuwait',
  Bahrain: 'Asia/Bahrain',
  Iraq: 'Asia/Baghdad',
  Egypt: 'Africa/Cairo',
  Jordan: 'Asia/Amman',
  Lebanon: 'Asia/Beirut',
  Palestine: 'Asia/Hebron',
  Morocco: 'Africa/Casablanca',
  Tunisia: 'Africa/Tunis',
  Algeria: 'Africa/Algiers',
  'United Kingdom': 'Europe/London',
  France: 'Europe/Paris',
  India: 'Asia/Kolkata',
  Pakistan: 'Asia/Karachi',
  Turkey: 'Europe/Istanbul',
  Canada: 'America/Toronto',
};
/** Working weeks: Sunday–Thursday in most of the Gulf and Egypt, Monday–Friday elsewhere. */
const MONDAY_WEEK = new Set(['Morocco', 'Tunisia', 'Algeria', 'Lebanon', 'United Kingdom', 'France', 'India', 'Pakistan', 'Turkey', 'Canada']);

/** Session lengths on offer: an hour most often, as on the booking sites people know. */
const LENGTHS: number[][] = [[60], [60], [30, 60], [45, 90], [60, 90, 120], [30, 60, 90]];

const WINDOWS: [string, string][] = [
  ['09:30 AM', '06:00 PM'],
  ['09:30 AM', '06:00 PM'],
  ['10:00 AM', '04:00 PM'],
  ['08:00 AM', '02:00 PM'],
  ['06:00 PM', '09:30 PM'],
];
const RATES = ['$40', '$40', '$50', '$60', '$75', '$100', 'Negotiable'];
const CONFERENCE: [string, (slug: string) => string][] = [
  ['Zoom', (slug) => `https://zoom.us/j/${slug}`],
  ['Google Meet', (slug) => `https://meet.google.com/${slug.slice(0, 3)}-${slug.slice(3, 7)}-${slug.slice(7, 10)}`],
  ['Microsoft Teams', (slug) => `https://teams.microsoft.com/l/meetup-join/${slug}`],
];
const PAYMENT: [string, (slug: string) => string][] = [
  ['PayPal', (slug) => `https://www.paypal.com/paypalme/khibra-demo-${slug}`],
  ['Bank transfer', (slug) => `https://pay.example.com/invoice/${slug}`],
];

/**
 * Gives demo freelancer profiles e-consultation settings and the
 * E-Consultant role (on the profile and the account's Iam), replacing any
 * settings they had: a working week in the time zone of their country
 * (e.g. Sunday–Thursday 09:30 AM–06:00 PM, Asia/Dubai or Africa/Cairo), an
 * hourly rate such as '$40' or 'Negotiable', session lengths such as 60 or 30 and 60 minutes, the built-in messages, and for
 * some the conference and payment details. Deterministic for a seed.
 * Returns the ids of the profiles that got settings, in the given order.
 */
export async function seedEConsultations(deps: { db: Db }, freelancerIds: string[], options: SeedEConsultationsOptions = {}): Promise<string[]> {
  if (freelancerIds.length === 0) return [];
  const { db } = deps;
  const random = prng(options.seed ?? 2023);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const rows = await db.select({ id: freelancers.id, userId: freelancers.userId, country: freelancers.country, roles: freelancers.roles }).from(freelancers).where(inArray(freelancers.id, freelancerIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const done: string[] = [];

  for (const id of freelancerIds) {
    const profile = byId.get(id);
    if (!profile) throw new Error(`seedEConsultations: no freelancer profile ${id}`);
    // Drawn for every profile, so skipping one does not change the others.
    const [from, to] = pick(WINDOWS);
    const hourlyRate = pick(RATES);
    const conference = random() < 0.7 ? pick(CONFERENCE) : null;
    const payment = random() < 0.5 ? pick(PAYMENT) : null;
    const slug = String(Math.floor(random() * 9e9) + 1e9);
    const saturdayMorning = random() < 0.3;
    const sessionLengths = pick(LENGTHS);
    if (options.onlyEConsultants && !profile.roles.includes('E-Consultant')) continue;

    const days = MONDAY_WEEK.has(profile.country) ? MON_FRI : SUN_THU;
    const availability: AvailabilityEntry[] = days.map((day) => ({ day, from, to }));
    // Some in the Gulf also take a short Saturday morning.
    if (saturdayMorning && !MONDAY_WEEK.has(profile.country)) availability.push({ day: 'Saturday', from: '10:00 AM', to: '01:00 PM' });
    const values = {
      availability,
      timezone: ZONES[profile.country] ?? 'Asia/Dubai',
      hourlyRate,
      welcomeMessage: DEFAULT_MESSAGES.WelcomeMessage,
      conferenceMessage: DEFAULT_MESSAGES.ConferenceMessage,
      paymentMessage: DEFAULT_MESSAGES.PaymentMessage,
      sendConferenceInfo: conference !== null,
      sendPaymentInfo: payment !== null,
      conferencePlatform: conference?.[0] ?? '',
      conferenceLink: conference ? conference[1](slug) : '',
      paymentPlatform: payment?.[0] ?? '',
      paymentLink: payment ? payment[1](slug) : '',
      sessionLengths,
    };
    const roles = FREELANCER_ROLES.filter((role) => role === 'E-Consultant' || profile.roles.includes(role));
    await db.transaction(async (tx) => {
      await tx
        .insert(econsultationSettings)
        .values({ ...values, freelancerId: id })
        .onConflictDoUpdate({ target: econsultationSettings.freelancerId, set: { ...values, updatedAt: new Date() } });
      await tx.update(freelancers).set({ roles }).where(eq(freelancers.id, id));
      await tx.update(users).set({ iam: roles }).where(eq(users.id, profile.userId));
    });
    done.push(id);
  }
  return done;
}
