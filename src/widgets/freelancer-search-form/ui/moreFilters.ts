import { FREELANCER_LIMITS } from '@contracts/freelancer';
import type { Option, ReferenceData } from '@contracts/reference';
import type { FreelancerFilters } from '@/entities/freelancer';
import { countryOptions } from '@/entities/reference';
import { languageName, freelancersT as t } from '@/shared/i18n';
import type { SearchFilter } from '@/shared/ui';
import { yearOptions } from '../model/options';

/** Reference options as stored; labels are the reference data's, in the page's language (Any is the placeholder). */
const choices = (options: readonly Option[] | undefined) => (options ?? []).map(({ value, label }) => ({ value, label }));

/** Country, city, language, nationality, hourly rate, availability, work station and least years: folded on phones. */
export function moreFilters(draft: FreelancerFilters, set: (key: keyof FreelancerFilters, next: string) => void, reference: ReferenceData | undefined): SearchFilter[] {
  const countries = countryOptions(reference?.country);
  const languages = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  const field = (name: keyof FreelancerFilters & string, label: string, options?: SearchFilter['options'], placeholder?: string): SearchFilter => ({
    name,
    label,
    options,
    placeholder,
    value: draft[name] as string,
    onChange: (next) => set(name, next),
  });
  return [
    field('country', t('freelancers.search.country'), countries, t('freelancers.search.anyCountry')),
    { ...field('city', t('freelancers.search.city')), maxLength: FREELANCER_LIMITS.text },
    field('language', t('freelancers.search.language'), languages, t('freelancers.search.anyLanguage')),
    field('nationality', t('freelancers.search.nationality'), countries, t('freelancers.search.anyNationality')),
    field('hourlyRate', t('freelancers.search.hourlyRate'), choices(reference?.hourlyRate), t('freelancers.search.anyHourlyRate')),
    field('availability', t('freelancers.search.availability'), choices(reference?.availability), t('freelancers.search.anyAvailability')),
    field('workStation', t('freelancers.search.workStation'), choices(reference?.workStation), t('freelancers.search.anyWorkStation')),
    field('yearsMin', t('freelancers.search.years'), yearOptions(), t('freelancers.search.anyYears')),
  ];
}
