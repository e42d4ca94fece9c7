import { FREELANCER_LIMITS } from '@contracts/freelancer';
import type { Option } from '@contracts/reference';
import type { FreelancerFilters } from '@/entities/freelancer';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { languageName, freelancersT as t } from '@/shared/i18n';
import { Select, TextField, type SelectOption } from '@/shared/ui';

interface MoreFreelancerFiltersProps {
  draft: FreelancerFilters;
  set: <K extends keyof FreelancerFilters>(key: K, next: FreelancerFilters[K]) => void;
  years: SelectOption[];
}

/** Reference options as stored; labels are the reference data's, in the page's language (Any is the placeholder). */
const choices = (options: readonly Option[] | undefined) => (options ?? []).map(({ value, label }) => ({ value, label }));

/** Country, city, language, nationality, hourly rate, availability, work station and least years. */
export function MoreFreelancerFilters({ draft, set, years }: MoreFreelancerFiltersProps) {
  const { data: reference } = useGetReferenceDataQuery();
  const countries = countryOptions(reference?.country);
  return (
    <>
      <Select
        label={t('freelancers.search.country')}
        placeholder={t('freelancers.search.anyCountry')}
        options={countries}
        value={draft.country}
        onChange={(event) => set('country', event.target.value)}
      />
      <TextField label={t('freelancers.search.city')} value={draft.city} maxLength={FREELANCER_LIMITS.text} onChange={(event) => set('city', event.target.value)} />
      <Select
        label={t('freelancers.search.language')}
        placeholder={t('freelancers.search.anyLanguage')}
        options={(reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }))}
        value={draft.language}
        onChange={(event) => set('language', event.target.value)}
      />
      <Select
        label={t('freelancers.search.nationality')}
        placeholder={t('freelancers.search.anyNationality')}
        options={countries}
        value={draft.nationality}
        onChange={(event) => set('nationality', event.target.value)}
      />
      <Select
        label={t('freelancers.search.hourlyRate')}
        placeholder={t('freelancers.search.anyHourlyRate')}
        options={choices(reference?.hourlyRate)}
        value={draft.hourlyRate}
        onChange={(event) => set('hourlyRate', event.target.value)}
      />
      <Select
        label={t('freelancers.search.availability')}
        placeholder={t('freelancers.search.anyAvailability')}
        options={choices(reference?.availability)}
        value={draft.availability}
        onChange={(event) => set('availability', event.target.value)}
      />
      <Select
        label={t('freelancers.search.workStation')}
        placeholder={t('freelancers.search.anyWorkStation')}
        options={choices(reference?.workStation)}
        value={draft.workStation}
        onChange={(event) => set('workStation', event.target.value)}
      />
      <Select
        label={t('freelancers.search.years')}
        placeholder={t('freelancers.search.anyYears')}
        options={years}
        value={draft.yearsMin}
        onChange={(event) => set('yearsMin', event.target.value)}
      />
    </>
  );
}
