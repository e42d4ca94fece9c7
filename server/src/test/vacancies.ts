import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Vacancy } from '@contracts/vacancy';
import { vacancies, vacancyApplications } from '../db/schema';
import { minimalPdf } from '../db/seed/pdf';
import { isoDay } from '../modules/vacancies/visibility';
import type { TestApp } from './app';
import { API, multipart, type FilePart } from './freelancers';

/** Helpers for vacancy tests, on top of the freelancer helpers (members, multipart bodies). */

export type Fields = Record<string, string | string[] | undefined>;

/** A complete vacancy form as the SPA sends it (dotted names, JSON text for the skills list). undefined removes a field. */
export function vacancyFields(overrides: Fields = {}): Record<string, string | string[]> {
  const fields: Fields = {
    title: 'Leadership trainer for a Riyadh bank',
    publish: 'true',
    expiryDate: isoDay(new Date(), 30),
    requirements: 'Deliver a five-day leadership programme to branch managers.',
    requiredSkills: JSON.stringify(['Leadership Development', 'Team Building']),
    'candidate.minExperience': '10',
    'candidate.firstLanguage': 'Arabic',
    'candidate.secondLanguage': 'English',
    'candidate.nationality': 'Any nationality',
    'location.city': 'Riyadh',
    'location.country': 'Saudi Arabia',
    'location.workstation': 'Onsite',
    'location.travelRequired': 'Yes',
    'time.startDate': isoDay(new Date(), 20),
    'time.timePeriod': '1-2 weeks',
    'time.minAvailability': 'Full time',
    'time.projectPhase': 'Training delivery',
    'payment.hourlyRate': '$100 - $150',
    'payment.payType': 'Daily',
    'payment.flights': 'Paid',
    'payment.hotel': 'Not Paid',
    isTrainer: 'true',
    isConsultant: 'false',
    isPhonePublic: 'false',
    isPhoneRegistered: 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined));
}

export const VACANCY_PDF = minimalPdf(['Vacancy brief', 'Leadership programme, Riyadh']);
export const vacancyFile = (content: Buffer = VACANCY_PDF, filename = 'brief.pdf', contentType = 'application/pdf'): FilePart => ({ field: 'file', filename, contentType, content });

export function sendVacancy(t: TestApp, method: 'POST' | 'PUT', url: string, token: string | undefined, fields: Record<string, string | string[]>, files: FilePart[] = []): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return t.app.inject({ method, url: `${API}${url}`, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: token } : {}) } });
}

export const createVacancy = (t: TestApp, token: string | undefined, overrides: Fields = {}, files: FilePart[] = []) => sendVacancy(t, 'POST', '/vacancy/create', token, vacancyFields(overrides), files);
export const updateVacancy = (t: TestApp, token: string | undefined, id: string, overrides: Fields = {}, files: FilePart[] = []) => sendVacancy(t, 'PUT', `/vacancy/${id}`, token, vacancyFields(overrides), files);

/** Creates a vacancy and answers it; fails the test when the create fails. */
export async function postVacancy(t: TestApp, token: string, overrides: Fields = {}, files: FilePart[] = []): Promise<Vacancy> {
  const res = await createVacancy(t, token, overrides, files);
  if (res.statusCode !== 201) throw new Error(`vacancy create failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: Vacancy }).data;
}

export function request(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `${API}${url}`, headers: token ? { authorization: token } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function vacancyRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(vacancies).where(eq(vacancies.id, id));
  return row;
}

export async function applicationRows(t: TestApp, vacancyId: string) {
  return t.database.db.select().from(vacancyApplications).where(eq(vacancyApplications.vacancyId, vacancyId));
}

/** Sets columns straight in the database (expiry in the past, unpublished, …). */
export async function setVacancy(t: TestApp, id: string, values: Partial<typeof vacancies.$inferInsert>): Promise<void> {
  await t.database.db.update(vacancies).set(values).where(eq(vacancies.id, id));
}

/** Inserts a listed vacancy straight into the database (search tests); values override the defaults. */
export async function insertVacancy(t: TestApp, userId: string, values: Partial<typeof vacancies.$inferInsert> = {}): Promise<string> {
  const [row] = await t.database.db
    .insert(vacancies)
    .values({
      userId,
      title: 'Generic vacancy',
      expiryDate: isoDay(new Date(), 30),
      requirements: 'Generic requirements.',
      requiredSkills: ['Project Management'],
      minExperience: '5',
      firstLanguage: 'Arabic',
      secondLanguage: 'English',
      city: 'Dubai',
      country: 'United Arab Emirates',
      workstation: 'Hybrid',
      travelRequired: 'No',
      startDate: 'Anytime',
      timePeriod: '1-3 months',
      minAvailability: 'Part time',
      projectPhase: 'Planning',
      hourlyRate: '$50 - $75',
      payType: 'Hourly',
      ...values,
    })
    .returning({ id: vacancies.id });
  return row.id;
}
