import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ROBOT_PROOF_HEADER } from '@contracts/auth';
import type { BookingPayload, EConsultationSettings } from '@contracts/econsultation/types';
import { todayIn, weekdayOf, zonedDate, zoneOffsetMinutes } from '@contracts/econsultation/zoned-time';
import { SCHEDULING_DEFAULTS } from '@contracts/econsultation/schema';
import { SESSION_LENGTHS } from '@contracts/econsultation/slots';
import type { Weekday } from '@contracts/reference';
import { econsultationBookings } from '../db/schema/econsultations';
import type { NewUser } from '../modules/users/repository';
import type { TestApp } from './app';
import { API, createFreelancer, type Member } from './freelancers';

/** Helpers for e-consultation tests, on top of the freelancer helpers. */

export const WORKWEEK: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'];

export function settingsPayload(overrides: Partial<EConsultationSettings> = {}): EConsultationSettings {
  return {
    availability: WORKWEEK.map((day) => ({ day, from: '09:30 AM', to: '06:00 PM' })),
    timezone: 'Asia/Dubai',
    hourlyRate: '$40',
    WelcomeMessage: 'Thank you for booking, see you soon.',
    ConferenceMessage: '',
    PaymentMessage: '',
    sendConferenceInfo: false,
    sendPaymentInfo: false,
    ConferencePlatform: '',
    ConferenceLink: '',
    PaymentPlatform: '',
    PaymentLink: '',
    ...SCHEDULING_DEFAULTS,
    // Every length, so tests may book any of them (the product's default offers 60 minutes only).
    sessionLengths: [...SESSION_LENGTHS],
    ...overrides,
  };
}

/** POST /freelancer with { eConsultation, Iam } as a JSON body (Iam left out when undefined). */
export function saveSettings(t: TestApp, token: string, eConsultation: unknown, Iam?: string[]): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${API}/freelancer`,
    headers: { authorization: token },
    payload: Iam === undefined ? { eConsultation } : { eConsultation, Iam },
  });
}

/** A complete, listed profile (Trainer) that also takes e-consultations with these settings. */
export async function createEConsultant(t: TestApp, settings: Partial<EConsultationSettings> = {}, account: Partial<NewUser> = {}): Promise<Member & { id: string }> {
  const freelancer = await createFreelancer(t, account, { Iam: JSON.stringify(['Trainer']) });
  const res = await saveSettings(t, freelancer.token, settingsPayload(settings), ['Trainer', 'E-Consultant']);
  if (res.statusCode !== 200) throw new Error(`settings save failed: ${res.statusCode} ${res.body}`);
  return freelancer;
}

/** The first date (YYYY-MM-DD) at least `minDaysAhead` days after today in `timeZone` that falls on `weekday`. */
export function nextDate(weekday: Weekday, timeZone = 'Asia/Dubai', minDaysAhead = 2): string {
  const today = todayIn(timeZone);
  for (let i = minDaysAhead; i < minDaysAhead + 8; i++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    if (weekdayOf(date) === weekday) return date;
  }
  throw new Error('unreachable');
}

/** The last Sunday of March (Europe's spring-forward day) that is still at least two days ahead. */
export function nextSpringForwardSunday(): string {
  const today = todayIn('Europe/London');
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const day = new Date(Date.UTC(year, 2, 31));
    day.setUTCDate(31 - day.getUTCDay());
    const date = day.toISOString().slice(0, 10);
    if (Date.parse(date) - Date.parse(today) >= 2 * 86_400_000) return date;
  }
}

export function bookingPayload(freelancerId: string, details: Partial<BookingPayload['bookingDetails']> = {}, overrides: Partial<BookingPayload> = {}): BookingPayload {
  return {
    clientInformation: { name: 'Omar Saleh', organization: 'Nile Learning Group', email: 'omar.saleh@example.test', phone: '+201001234567', requirements: 'Review our training plan for 2027.' },
    bookingDetails: { preferenceDate: nextDate('Sunday'), timezone: 'Africa/Cairo', startTime: '10:00 AM', endTime: '11:00 AM', proposeAlternateDate: '', ...details },
    isAccept: true,
    totalFees: '$40',
    freelancer: freelancerId,
    ...overrides,
  };
}

/** POST /econsultancybooking with a fresh robot proof (or the given one, or none with proof: null). */
export async function book(t: TestApp, token: string, payload: unknown, proof?: string | null): Promise<LightMyRequestResponse> {
  const value = proof === undefined ? await t.app.robot.issueProof() : proof;
  return t.app.inject({
    method: 'POST',
    url: `${API}/econsultancybooking`,
    headers: { authorization: token, ...(value ? { [ROBOT_PROOF_HEADER]: value } : {}) },
    payload: payload as object,
  });
}

export async function bookingCount(t: TestApp, freelancerId: string): Promise<number> {
  const [{ n }] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(econsultationBookings)
    .where(eq(econsultationBookings.freelancerId, freelancerId));
  return n;
}

export const messageOf = (res: LightMyRequestResponse): string => (res.json() as { message: string }).message;

/**
 * The next clock changes of a time zone from two days ahead within the year: the local date just after each change
 * (the day whose hour is skipped or repeated) and its direction.
 */
export function nextClockChanges(timeZone: string): { date: string; kind: 'spring' | 'fall'; at: number }[] {
  const changes: { date: string; kind: 'spring' | 'fall'; at: number }[] = [];
  const noon = (days: number) => Date.parse(`${todayIn('UTC')}T12:00:00Z`) + days * 86_400_000;
  for (let day = 3; day < 360; day++) {
    let [low, high] = [noon(day - 1), noon(day)];
    const before = zoneOffsetMinutes(low, timeZone);
    const after = zoneOffsetMinutes(high, timeZone);
    if (before === after) continue;
    // The instant of the change, to the minute.
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 2);
      if (zoneOffsetMinutes(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    changes.push({ date: zonedDate(high, timeZone), kind: after > before ? 'spring' : 'fall', at: high });
  }
  return changes;
}
