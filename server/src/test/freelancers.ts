import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { UsersRepository, type NewUser, type UserRow } from '../modules/users/repository';
import { cleanPdf } from '../http/pdf';
import { minimalPdf, solidPng } from '../db/seed/pdf';
import type { TestApp } from './app';

/**
 * Helpers for freelancer tests: accounts inserted straight into the database
 * (no sign-up round trip, no robot proof, no rate limit) with a token signed
 * by the app's own token service, and hand-built multipart bodies.
 */

export const API = '/api/v1.0';

/** A complete experience section (remote, within the GCC), as sent and as answered; startDate aside. */
export const EXPERIENCE = {
  totalExperience: '12',
  degree: "Master's",
  nationality: 'Jordan',
  residencyVisa: 'Yes',
  firstLanguage: 'Arabic',
  secondLanguage: 'English',
  publish: 'yes',
  availability: 'Part time',
  workStation: 'Remote',
  travelWillingness: 'Within the GCC',
  hourlyRate: '$50 - $75',
} as const;

export interface Member {
  user: UserRow;
  token: string;
}

export async function createMember(t: TestApp, overrides: Partial<NewUser> = {}): Promise<Member> {
  const user = await new UsersRepository(t.database.db).insert({
    email: `member-${randomBytes(4).toString('hex')}@example.test`,
    firstName: 'Amira',
    lastName: 'Haddad',
    phone: '+971501112233',
    country: 'United Arab Emirates',
    city: 'Dubai',
    passwordHash: 'not-a-password-hash',
    mailVerified: true,
    approved: true,
    ...overrides,
  });
  return { user, token: (await t.app.sessions.open(user.id)).token };
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----khibra${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The fields of a complete profile, as the SPA sends them (dotted names, JSON text for lists). */
export function profileFields(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    'experience.totalExperience': '12',
    'experience.degree': "Master's",
    'experience.nationality': 'Jordan',
    'experience.residencyVisa': 'Yes',
    'experience.firstLanguage': 'Arabic',
    'experience.secondLanguage': 'English',
    'experience.publish': 'yes',
    'experience.availability': 'Part time',
    'experience.workStation': 'Remote',
    'experience.travelWillingness': 'Within the GCC',
    'experience.hourlyRate': '$50 - $75',
    'experience.startDate': 'Anytime',
    profileHeader: 'Leadership trainer',
    profileSummary: 'Fifteen years of leadership programmes across the GCC.',
    companyName: 'Levant Excellence',
    personalLink: 'https://amira.example.com',
    linkedinLink: 'https://www.linkedin.com/in/amira',
    legalName: 'Amira Haddad',
    skills: JSON.stringify(['Leadership Development', 'Change Management']),
    Iam: JSON.stringify(['Trainer', 'Consultant']),
    emailVacancies: 'true',
    ...overrides,
  };
}

export const PDF = minimalPdf(['Curriculum vitae', 'Test resume']);
/** A file that begins like a PDF and is an HTML page with a script. */
export const HTML_PDF = Buffer.from('%PDF-1.7\n<html><body><script>fetch("/api/v1.0/user/myprofile")</script></body></html>\n%%EOF\n', 'latin1');
/**
 * A readable PDF that carries what a reader would run or open: a script on opening, a named script, an attached
 * file, a page action, a link that launches a program, and an HTML page with a script between its objects.
 */
export const ACTIVE_PDF = Buffer.from(
  PDF.toString('latin1')
    .replace(
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> /AA << /WC << /S /JavaScript /JS (app.alert\\(2\\)) >> >> ' +
        '/Names << /JavaScript << /Names [(run) << /S /JavaScript /JS (app.alert\\(3\\)) >>] >> /EmbeddedFiles << /Names [(x.exe) << /Type /Filespec /F (x.exe) /EF << /F 5 0 R >> >>] >> >> >>',
    )
    .replace(
      '/Contents 5 0 R >>',
      '/Contents 5 0 R /AA << /O << /S /Launch /F (cmd.exe) >> >> /Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /Launch /F (calc.exe) >> >> << /Type /Annot /Subtype /Link /Rect [0 20 10 30] /A << /S /URI /URI (https://khibra.example/) >> >> << /Type /Annot /Subtype /FileAttachment /Rect [0 40 10 50] /FS (x.exe) >>] >>',
    )
    .replace('%PDF-1.4\n', '%PDF-1.4\n<html><script>alert(4)</script></html>\n'),
  'latin1',
);
/** What the server stores for an uploaded PDF (parsed, cleaned and written afresh: http/pdf.ts); PDF by default. */
export const storedPdf = async (pdf: Buffer = PDF): Promise<Buffer> => Buffer.from((await cleanPdf(pdf)) ?? []);
export const PNG = solidPng(8, [20, 120, 200]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(32)]);

export const resumeFile = (content: Buffer = PDF, filename = 'cv.pdf', contentType = 'application/pdf'): FilePart => ({ field: 'resume', filename, contentType, content });
export const photoFile = (content: Buffer = PNG, filename = 'me.png', contentType = 'image/png'): FilePart => ({ field: 'file', filename, contentType, content });

export function saveProfile(t: TestApp, token: string, fields: Record<string, string | string[]>, files: FilePart[] = []): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `${API}/freelancer`, payload: body.payload, headers: { ...body.headers, authorization: token } });
}

/** Creates a member with a complete, published profile (résumé included); fails the test if the save fails. */
export async function createFreelancer(t: TestApp, account: Partial<NewUser> = {}, fields: Record<string, string | string[]> = {}, files: FilePart[] = [resumeFile()]): Promise<Member & { id: string }> {
  const member = await createMember(t, account);
  const res = await saveProfile(t, member.token, profileFields(fields), files);
  if (res.statusCode !== 200) throw new Error(`profile save failed: ${res.statusCode} ${res.body}`);
  return { ...member, id: (res.json() as { data: { id: string } }).data.id };
}

export function get(t: TestApp, url: string, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `${API}${url}`, headers: token ? { authorization: token } : {} });
}

export function post(t: TestApp, url: string, payload: unknown, token?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: `${API}${url}`, payload: payload as object, headers: token ? { authorization: token } : {} });
}

/** Every file under the app's uploads folder, relative, sorted. */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
