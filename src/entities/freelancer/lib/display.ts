import { formatDate, formatParts } from '@contracts/format';
import type { Freelancer } from '@contracts/freelancer';
import type { FreelancerRole } from '@contracts/reference';
import { countryName, freelancersT as t } from '@/shared/i18n';

/** First and last name. */
export function freelancerName(freelancer: Pick<Freelancer, 'user'>): string {
  return `${freelancer.user.firstName ?? ''} ${freelancer.user.lastName ?? ''}`.trim();
}

/** docs/reference.md#screens: unknown or empty values show UNKNOWN. */
export function orUnknown(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text ? text : t('freelancers.unknown');
}

export function hasRole(freelancer: Pick<Freelancer, 'Iam'>, role: FreelancerRole): boolean {
  return (freelancer.Iam ?? []).includes(role);
}

/** docs/reference.md#roles: Book e-Consultation is enabled only for E-Consultants. */
export function isEConsultant(freelancer: Pick<Freelancer, 'Iam'>): boolean {
  return hasRole(freelancer, 'E-Consultant');
}

/** totalExperience is stored as '1'…'29' or '30+': shown as "5 years". */
export function formatExperience(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return t('freelancers.unknown');
  if (text === '1') return t('freelancers.year');
  if (/^\d+\+?$/.test(text)) return t('freelancers.years', { n: text });
  return text;
}

/** docs/reference.md#limits date format: en-gb, day, long month, year. 'Anytime' stays as it is. */
export function formatStartDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return t('freelancers.unknown');
  if (text === 'Anytime') return t('freelancers.anytime');
  const day = /^\d{4}-\d{2}-\d{2}/.exec(text);
  return day ? formatDate(day[0]) : text;
}

/** "City, Country" with UNKNOWN for a missing part. */
export function formatLocation(freelancer: Pick<Freelancer, 'user'>): string {
  const parts = [freelancer.user.city, countryName(freelancer.user.country ?? '')].map((part) => (part ?? '').trim()).filter(Boolean);
  return parts.length ? formatParts(parts) : t('freelancers.unknown');
}

/** The download name of docs/reference.md#api: '{Full-name}-{product}' plus the extension. */
export function resumeFileName(freelancer: Pick<Freelancer, 'user'>): string {
  const part = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, '-');
  const name = [part(freelancer.user.firstName), part(freelancer.user.lastName)].filter(Boolean).join('-');
  return `${name || 'Freelancer'}-${t('app.name')}.pdf`;
}
