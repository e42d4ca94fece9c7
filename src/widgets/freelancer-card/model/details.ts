import { formatList, formatRate } from '@contracts/format';
import { formatExperience, formatStartDate, orUnknown, type Freelancer } from '@/entities/freelancer';
import { countryName, languageName, localizeRule, freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import type { ContactDetail } from '@/shared/ui';

export interface FreelancerDetailRow {
  label: MessageKey;
  value: string;
}

/** The card's one rate: the booking's (the e-consultation rate) on the booking page, else the profile's, in the page's language. */
export function freelancerRate(freelancer: Freelancer, bookingRate?: string): string {
  return localizeRule(formatRate(orUnknown(bookingRate ?? freelancer.experience?.hourlyRate)));
}

/** The details column of the freelancer card (SPEC §2), option values (stored in English) in the page's language. */
export function freelancerDetailRows(freelancer: Freelancer, bookingRate?: string): FreelancerDetailRow[] {
  const experience = freelancer.experience ?? ({} as Partial<Freelancer['experience']>);
  const languages = formatList([experience.firstLanguage, experience.secondLanguage].map((l) => (l ?? '').trim()).filter(Boolean).map(languageName));
  return [
    { label: 'freelancers.card.experience', value: formatExperience(experience.totalExperience) },
    { label: 'freelancers.card.degree', value: localizeRule(orUnknown(experience.degree)) },
    { label: 'freelancers.card.nationality', value: orUnknown(countryName(experience.nationality ?? '')) },
    { label: 'freelancers.card.residencyVisa', value: orUnknown(experience.residencyVisa) },
    { label: 'freelancers.card.languages', value: orUnknown(languages) },
    { label: 'freelancers.card.availability', value: localizeRule(orUnknown(experience.availability)) },
    { label: 'freelancers.card.workStation', value: localizeRule(orUnknown(experience.workStation)) },
    { label: 'freelancers.card.travel', value: localizeRule(orUnknown(experience.travelWillingness)) },
    { label: 'freelancers.card.hourlyRate', value: freelancerRate(freelancer, bookingRate) },
    { label: 'freelancers.card.startDate', value: formatStartDate(experience.startDate) },
  ];
}

/**
 * The contact rows (SPEC §6): visitors see the e-mail masked, the phone only
 * when the server sends it (showPhonePublic), else masked when members may
 * see it; members see the e-mail and the phone or 'Phone number not available.'.
 */
export function freelancerContact(freelancer: Freelancer, loggedIn: boolean): { email: ContactDetail; phone: ContactDetail } {
  const { email, phone, showPhoneRegistered } = freelancer.user;
  let phoneValue: ContactDetail;
  if (phone) phoneValue = { kind: 'phone', phone };
  else if (!loggedIn && showPhoneRegistered) phoneValue = { kind: 'mask' };
  else phoneValue = { kind: 'muted', text: t('freelancers.card.noPhone') };
  let emailValue: ContactDetail;
  if (!loggedIn) emailValue = { kind: 'mask' };
  else if (email) emailValue = { kind: 'email', email };
  else emailValue = { kind: 'text', text: t('freelancers.unknown') };
  return { email: emailValue, phone: phoneValue };
}
