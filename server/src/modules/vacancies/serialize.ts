import { API_PREFIX } from '@contracts/api';
import type { RatingSummary } from '@contracts/review';
import type { Vacancy, VacancyContact } from '@contracts/vacancy';
import type { VacancyRecord } from './repository';
import { toCompanySummary } from '../companies/serialize';
import { isVacancyApproved, type ApprovalPolicy } from './visibility';
import { operatorHiddenOf } from '../admin/operator-hidden';

/** Who asks: a visitor, a member by account id, or an administrator (sees what the poster sees). */
export type VacancyViewer = { userId: string; admin?: boolean } | null;

export const VACANCY_FOLDER = 'vacancies';
export const vacancyFilePath = (id: string): string => `${API_PREFIX}/vacancy/${id}/file`;

/**
 * The name a vacancy's PDF is served and saved under: '{title}-Khibra.pdf',
 * chosen by the server from the title, never the uploader's file name.
 * Letters and digits of any script stay; every other run of characters
 * becomes one dash, so no quote, slash, dot or control character survives.
 */
export function vacancyDownloadName(title: string): string {
  const safe = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${safe || 'Vacancy'}-Khibra.pdf`;
}

/**
 * The one place a vacancy leaves the server. Contact is the poster's account.
 * Visitors get no contact name or e-mail (SPEC §2, §6: masked, 'Please
 * login to view'), the phone only when isPhonePublic (the form's "Show my
 * phone number to visitors") and no file (only hasFile); members get the name
 * and e-mail, and the phone only when isPhoneRegistered; the poster (and an
 * administrator) get everything, appliedBy included.
 */
export function toVacancy({ vacancy: row, poster, appliedCount, company }: VacancyRecord, viewer: VacancyViewer, policy: ApprovalPolicy, appliedBy?: string[], companyRating: RatingSummary | null = null): Vacancy {
  const member = viewer !== null;
  const full = viewer !== null && (viewer.userId === row.userId || viewer.admin === true);
  const contact: VacancyContact = {};
  if (member) {
    contact.name = `${poster.firstName} ${poster.lastName}`.trim();
    contact.email = poster.email;
    if (full || row.isPhoneRegistered) contact.phone = poster.phone;
  } else if (row.isPhonePublic) {
    contact.phone = poster.phone;
  }
  const vacancy: Vacancy = {
    id: row.id,
    title: row.deletedAt ? '' : row.title,
    publish: row.publish,
    expiryDate: row.expiryDate,
    postedDate: row.postedAt.toISOString(),
    file: member && row.fileKey ? vacancyFilePath(row.id) : null,
    fileName: member && row.fileKey ? vacancyDownloadName(row.title) : null,
    hasFile: Boolean(row.fileKey),
    requiredSkills: [...row.requiredSkills],
    requirements: row.requirements,
    candidate: { minExperience: row.minExperience, firstLanguage: row.firstLanguage, secondLanguage: row.secondLanguage, nationality: row.nationality },
    location: { city: row.city, country: row.country, workstation: row.workstation, travelRequired: row.travelRequired },
    time: { startDate: row.startDate, timePeriod: row.timePeriod, minAvailability: row.minAvailability, projectPhase: row.projectPhase },
    payment: { hourlyRate: row.hourlyRate, payType: row.payType, flights: row.flights === 'Paid' ? 'Paid' : 'Not Paid', hotel: row.hotel === 'Paid' ? 'Paid' : 'Not Paid' },
    contact,
    isTrainer: row.isTrainer,
    isConsultant: row.isConsultant,
    isPhonePublic: row.isPhonePublic,
    isPhoneRegistered: row.isPhoneRegistered,
    isApproved: isVacancyApproved(policy, row),
    appliedCount,
    user: { id: row.userId },
    company: company ? toCompanySummary(company, companyRating) : null,
  };
  if (full) vacancy.appliedBy = appliedBy ?? [];
  if (viewer?.userId === row.userId) Object.assign(vacancy, operatorHiddenOf(row));
  return vacancy;
}
