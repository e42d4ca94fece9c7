import { formatList, formatParts } from '@contracts/format';
import { ANY, ANY_NATIONALITY, type Vacancy } from '@contracts/vacancy';
import { formatVacancyDate, type VacancyStatus } from '@/entities/vacancy';
import { countryName, languageName, localizeRule, vacanciesT as t, type VacanciesKey as MessageKey } from '@/shared/i18n';
import type { BadgeTone } from '@/shared/ui';

/** The badge of each state (see docs/reference.md#states). */
export const STATUS_BADGE: Record<VacancyStatus, { label: MessageKey; tone: BadgeTone }> = {
  deleted: { label: 'vacancies.badge.deleted', tone: 'danger' },
  expired: { label: 'vacancies.badge.expired', tone: 'warning' },
  notApproved: { label: 'vacancies.badge.notApproved', tone: 'info' },
  published: { label: 'vacancies.badge.published', tone: 'success' },
  notPublished: { label: 'vacancies.badge.notPublished', tone: 'neutral' },
};

/** An option's stored value in the page's language; empty (or Any) means "no restriction" (docs/reference.md#reading-17). */
export function orAny(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text && text !== ANY ? localizeRule(text) : t('vacancies.card.any');
}

export function formatNationality(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text && text !== ANY && text !== ANY_NATIONALITY ? countryName(text) : t('vacancies.card.anyNationality');
}

/** minExperience is stored as '1'…'29' or '30+': shown as "5 years". */
export function formatYears(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text || text === ANY) return t('vacancies.card.any');
  if (text === '1') return t('vacancies.card.year');
  if (/^\d+\+?$/.test(text)) return t('vacancies.card.years', { n: text });
  return text;
}

/** time.startDate: a date, or 'Anytime'. */
export function formatStart(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text || text === ANY) return t('vacancies.card.any');
  if (text === 'Anytime') return t('vacancies.card.anytime');
  return formatVacancyDate(text);
}

export function formatPaid(value: string | null | undefined): string {
  return value === 'Paid' || value === 'Not Paid' ? t(`vacancies.card.paid.${value}`) : t('vacancies.card.any');
}

export function formatLanguages(candidate: Vacancy['candidate'] | undefined): string {
  const parts = [candidate?.firstLanguage, candidate?.secondLanguage].map((l) => (l ?? '').trim()).filter((l) => l && l !== ANY);
  return parts.length ? formatList(parts.map(languageName)) : t('vacancies.card.any');
}

/** "City, Country", with Any for what is not set. */
export function formatPlace(location: Vacancy['location'] | undefined): string {
  const parts = [location?.city, location?.country && countryName(location.country)].map((p) => (p ?? '').trim()).filter((p) => p && p !== ANY);
  return parts.length ? formatParts(parts) : t('vacancies.card.any');
}
