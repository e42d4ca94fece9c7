import type { Option } from '@contracts/reference';
import { ANY } from '@contracts/vacancy';
import type { VacancyFilters } from '@/entities/vacancy';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { languageName, localizeRule, vacanciesT as t } from '@/shared/i18n';
import { Select, TextField } from '@/shared/ui';

/** The filters a select sets at once. */
export type ChosenFilter = 'country' | 'language' | 'nationality' | 'skill' | 'workstation' | 'hourlyRate' | 'sortBy';

interface MoreVacancyFiltersProps {
  value: VacancyFilters;
  /** The city as typed; it applies with Search. */
  city: string;
  onCity: (city: string) => void;
  choose: (key: ChosenFilter, next: string) => void;
}

/** Reference options as stored, with their labels (Any is the placeholder, not an option). */
const choices = (options: readonly Option[] | undefined) => (options ?? []).filter((option) => option.value !== ANY).map(({ value, label }) => ({ value, label }));

/** Country (with the divider after 'Yemen'), city, language, nationality, skill, workstation and hourly rate. */
export function MoreVacancyFilters({ value, city, onCity, choose }: MoreVacancyFiltersProps) {
  const { data: reference } = useGetReferenceDataQuery();
  const countries = countryOptions(reference?.country);
  const languages = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  // The skills by their shipped names in the page's language, sent as stored.
  const skills = (reference?.keySkills ?? []).map((skill) => ({ value: skill, label: localizeRule(skill) }));
  return (
    <>
      <Select
        label={t('vacancies.search.country')}
        placeholder={t('vacancies.search.anyCountry')}
        options={countries}
        value={value.country}
        onChange={(event) => choose('country', event.target.value)}
      />
      <TextField label={t('vacancies.search.city')} value={city} maxLength={60} onChange={(event) => onCity(event.target.value)} />
      <Select
        label={t('vacancies.search.language')}
        placeholder={t('vacancies.search.anyLanguage')}
        options={languages}
        value={value.language}
        onChange={(event) => choose('language', event.target.value)}
      />
      <Select
        label={t('vacancies.search.nationality')}
        placeholder={t('vacancies.search.anyNationality')}
        options={countries}
        value={value.nationality}
        onChange={(event) => choose('nationality', event.target.value)}
      />
      <Select
        label={t('vacancies.search.skill')}
        placeholder={t('vacancies.search.anySkill')}
        options={skills}
        value={value.skill}
        onChange={(event) => choose('skill', event.target.value)}
      />
      <Select
        label={t('vacancies.search.workstation')}
        placeholder={t('vacancies.search.anyWorkstation')}
        options={choices(reference?.workStation)}
        value={value.workstation}
        onChange={(event) => choose('workstation', event.target.value)}
      />
      <Select
        label={t('vacancies.search.hourlyRate')}
        placeholder={t('vacancies.search.anyHourlyRate')}
        options={choices(reference?.hourlyRate)}
        value={value.hourlyRate}
        onChange={(event) => choose('hourlyRate', event.target.value)}
      />
    </>
  );
}
