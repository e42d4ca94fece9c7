import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API } from './accounts';
import { tinyPdf, type Member } from './profiles';

/** YYYY-MM-DD, `days` from today. */
export function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A published vacancy posted through the API (for the journeys that start from one); `fields` replace any of its form fields. */
export async function postVacancy(request: APIRequestContext, poster: Member, title: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await request.post(`${API}/vacancy/create`, {
    headers: { Authorization: poster.token },
    multipart: {
      title,
      publish: 'true',
      expiryDate: inDays(30),
      requirements: 'Deliver a two-day leadership programme to branch managers.',
      requiredSkills: JSON.stringify(['Leadership Development']),
      'candidate.minExperience': '5',
      'candidate.firstLanguage': 'Arabic',
      'location.city': 'Muscat',
      'location.country': 'Oman',
      'location.workstation': 'Onsite',
      'location.travelRequired': 'No',
      'time.startDate': 'Anytime',
      'time.timePeriod': '1-2 weeks',
      'time.minAvailability': 'Part time',
      'time.projectPhase': 'Training delivery',
      'payment.hourlyRate': '$50 - $75',
      'payment.payType': 'Daily',
      'payment.flights': 'Paid',
      'payment.hotel': 'Paid',
      isTrainer: 'true',
      isConsultant: 'false',
      isPhonePublic: 'false',
      isPhoneRegistered: 'true',
      file: { name: 'brief.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
      ...fields,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { data } = (await response.json()) as { data: { id: string } };
  return data.id;
}

/** Apply → the proposal dialog: writes a cover letter (and a rate, a PDF when given) and sends it; 'Applied to Vacancy' follows. */
export async function sendProposal(scope: Locator, page: Page, title: string, letter: string, rate?: string, pdf?: Buffer): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^(Apply to|تقدَّم إلى) ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Cover letter|رسالة التقديم/ }).fill(letter);
  if (rate !== undefined) await dialog.getByRole('textbox', { name: /Proposed hourly rate|الأجر المقترح/ }).fill(rate);
  if (pdf) await dialog.getByLabel(/A PDF with your proposal|ملف PDF مع عرضك/).setInputFiles({ name: 'my plan.pdf', mimeType: 'application/pdf', buffer: pdf });
  await dialog.getByRole('button', { name: /Send proposal|إرسال العرض/ }).click();
}
