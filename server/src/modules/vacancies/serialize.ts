import { API_PREFIX } from '@contracts/api';
import type { Vacancy, VacancyContact } from '@contracts/vacancy';
import type { VacancyRecord } from './repository';
import { isVacancyApproved, type ApprovalPolicy } from './visibility';

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
 * Visitors get no contact name, e-mail or phone (docs/reference.md#screens, #roles: masked, 'Please
 * login to view') and no file (only hasFile); members get the name and
 * e-mail, and the phone only when isPhoneRegistered; the poster (and an
 * administrator) get everything, appliedBy included.
 */
export function toVacancy({ v, poster, appliedCount }: VacancyRecord, viewer: VacancyViewer, policy: ApprovalPolicy, appliedBy?: string[]): Vacancy {
  const member = viewer !== null;
  const full = viewer !== null && (viewer.userId === v.userId || viewer.admin === true);
  const contact: VacancyContact = {};
  if (member) {
    contact.name = `${poster.firstName} ${poster.lastName}`.trim();
    contact.email = poster.email;
    if (full || v.isPhoneRegistered) contact.phone = poster.phone;
  }
  const vacancy: Vacancy = {
    id: v.id,
    title: v.deletedAt ? '' : v.title,
    publish: v.publish,
    expiryDate: v.expiryDate,
    postedDate: v.postedAt.toISOString(),
    file: member && v.fileKey ? vacancyFilePath(v.id) : null,
    fileName: member && v.fileKey ? vacancyDownloadName(v.title) : null,
    hasFile: Boolean(v.fileKey),
    requiredSkills: [...v.requiredSkills],
    requirements: v.requirements,
    candidate: { minExperience: v.minExperience, firstLanguage: v.firstLanguage, secondLanguage: v.secondLanguage, nationality: v.nationality },
    location: { city: v.city, country: v.country, workstation: v.workstation, travelRequired: v.travelRequired },
    time: { startDate: v.startDate, timePeriod: v.timePeriod, minAvailability: v.minAvailability, projectPhase: v.projectPhase },
    payment: { hourlyRate: v.hourlyRate, payType: v.payType, flights: v.flights === 'Paid' ? 'Paid' : 'Not Paid', hotel: v.hotel === 'Paid' ? 'Paid' : 'Not Paid' },
    contact,
    isTrainer: v.isTrainer,
    isConsultant: v.isConsultant,
    isPhonePublic: v.isPhonePublic,
    isPhoneRegistered: v.isPhoneRegistered,
    isApproved: isVacancyApproved(policy, v),
    appliedCount,
    user: { id: v.userId },
  };
  if (full) vacancy.appliedBy = appliedBy ?? [];
  return vacancy;
}
