import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { API, addSignedInCookie, ensureReferenceData, robotProof } from './accounts';

/** A word no other test or project uses (letters only, so any keyword search can find it). */
export function uniqueWord(testInfo: TestInfo, prefix: string): string {
  const letters = (n: number) =>
    String(n)
      .split('')
      .map((digit) => 'abcdefghij'[Number(digit)])
      .join('');
  const random = Math.floor(Math.random() * 1000);
  return `${prefix}${letters(Date.now() % 100000000)}${letters(random)}${testInfo.project.name === 'mobile' ? 'm' : 'd'}${letters(testInfo.workerIndex)}`;
}

export interface Member {
  token: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Signs up through the API (robot proof, then register); `business` ticks 'I am a business user'. */
export async function registerMember(request: APIRequestContext, testInfo: TestInfo, firstName: string, business = false): Promise<Member> {
  const lastName = uniqueWord(testInfo, 'Tester');
  const email = `${lastName.toLowerCase()}@example.com`;
  const response = await request.post(`${API}/auth/register`, {
    headers: { 'x-robot-proof': await robotProof(request) },
    data: {
      firstName,
      lastName,
      email,
      phone: '+96891234567',
      country: 'Oman',
      city: 'Muscat',
      password: 'secret123',
      cnfpassword: 'secret123',
      Iam: business ? ['Business'] : [],
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { data } = (await response.json()) as { data: { token: string } };
  return { token: data.token, firstName, lastName, email };
}

/** Logs a page in the way the SPA does: the token under the local storage key Auth, before any script runs. */
export async function logInAs(page: Page, member: Member): Promise<void> {
  await addSignedInCookie(page);
  await page.addInitScript((token) => window.localStorage.setItem('Auth', token), member.token);
}

/** `page`, once the server's reference data is there, logged in as `member`. */
export async function signedIn(page: Page, member: Member): Promise<Page> {
  await ensureReferenceData(page);
  await logInAs(page, member);
  return page;
}

/** A tiny valid one-page PDF. */
export function tinyPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Saves a complete, published freelancer profile for a member (POST /freelancer, multipart): listed, and able to apply. */
export async function completeFreelancerProfile(request: APIRequestContext, member: Member, roles: string[] = ['Trainer'], skills = ['Leadership Development', 'Team Building']): Promise<string> {
  const response = await request.post(`${API}/freelancer`, {
    headers: { Authorization: member.token },
    multipart: {
      'experience.totalExperience': '12',
      'experience.degree': "Master's",
      'experience.nationality': 'Jordan',
      'experience.residencyVisa': 'Omani residence visa',
      'experience.firstLanguage': 'Arabic',
      'experience.secondLanguage': 'English',
      'experience.publish': 'yes',
      'experience.availability': 'Part time',
      'experience.workStation': 'Hybrid',
      'experience.travelWillingness': 'Within the GCC',
      'experience.hourlyRate': '$75 - $100',
      'experience.startDate': 'Anytime',
      profileHeader: 'Leadership trainer',
      profileSummary: 'I help teams across the Gulf grow leaders.',
      companyName: 'Haddad Consulting',
      personalLink: 'https://haddad.example.com',
      linkedinLink: 'linkedin.com/in/layla',
      legalName: `${member.firstName} ${member.lastName}`,
      skills: JSON.stringify(skills),
      Iam: JSON.stringify(roles),
      emailVacancies: 'true',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { data } = (await response.json()) as { data: { id: string; complete: boolean } };
  expect(data.complete).toBe(true);
  return data.id;
}

/** Turns e-consultation on for a freelancer through the API: every day 09:00 AM–05:00 PM UTC at $40 an hour, bookable without notice. */
export async function offerEConsultations(request: APIRequestContext, member: Member, rules: { cancellationNoticeHours?: number; sessionLengths?: number[] } = {}): Promise<void> {
  const response = await request.post(`${API}/freelancer`, {
    headers: { Authorization: member.token },
    data: {
      Iam: ['Trainer', 'E-Consultant'],
      eConsultation: {
        availability: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({ day, from: '09:00 AM', to: '05:00 PM' })),
        timezone: 'UTC',
        hourlyRate: '$40',
        WelcomeMessage: 'Thank you for booking.',
        minNoticeHours: 0,
        ...rules,
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A booking made through the API (with a robot proof): `client` books `freelancerId` on `date` (YYYY-MM-DD, UTC) from 10:00 to 11:00 AM ($40), or half an hour ($20). */
export async function bookThroughApi(
  request: APIRequestContext,
  client: Member,
  freelancerId: string,
  date: string,
  length: 30 | 60 = 60,
): Promise<{ id: string; reference: string; bookingDetails: { startsAt: string } }> {
  const response = await request.post(`${API}/econsultancybooking`, {
    headers: { Authorization: client.token, 'x-robot-proof': await robotProof(request) },
    data: {
      clientInformation: { name: `${client.firstName} ${client.lastName}`, organization: 'Nile Learning Group', email: client.email, phone: '', requirements: 'Our training plan.' },
      bookingDetails: { preferenceDate: date, timezone: 'UTC', startTime: '10:00 AM', endTime: length === 30 ? '10:30 AM' : '11:00 AM', proposeAlternateDate: '' },
      isAccept: true,
      totalFees: length === 30 ? '$20' : '$40',
      freelancer: freelancerId,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string; reference: string; bookingDetails: { startsAt: string } } }).data;
}
