import type { Option, ReferenceData } from '@contracts/reference';
import { ANY } from '@contracts/vacancy';
import type { VacancyFilters } from '@/entities/vacancy';
import { countryOptions } from '@/entities/reference';
import { languageName, localizeRule, vacanciesT as t } from '@/shared/i18n';
import type { SearchFilter } from '@/shared/ui';

/** The filters a select sets at once. */
export type ChosenFilter = 'country' | 'language' | 'nationality' | 'skill' | 'workstation' | 'hourlyRate' | 'sortBy';

/** Reference options as stored, with their labels (Any is the placeholder, not an option). */
const choices = (options: readonly Option[] | undefined) => (options ?? []).filter((option) => option.value !== ANY).map(({ value, label }) => ({ value, label }));

/**
 * Country (with the divider after 'Yemen'), city, language, nationality, skill, workstation and hourly rate: folded on
 * phones. A select applies at once (`choose`); the city as typed (`city`) applies with Search.
 */
export function moreFilters(value: VacancyFilters, choose: (key: ChosenFilter, next: string) => void, city: [string, (city: string) => void], reference: ReferenceData | undefined): SearchFilter[] {
  const countries = countryOptions(reference?.country);
  const languages = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  // The skills by their shipped names in the page's language, sent as stored.
  const skills = (reference?.keySkills ?? []).map((skill) => ({ value: skill, label: localizeRule(skill) }));
  const select = (name: Exclude<ChosenFilter, 'sortBy'>, label: string, options: SearchFilter['options'], placeholder: string): SearchFilter => ({
    name,
    label,
    options,
    placeholder,
    value: value[name],
    onChange: (next) => choose(name, next),
  });
  return [
    select('country', t('vacancies.search.country'), countries, t('vacancies.search.anyCountry')),
    { name: 'city', label: t('vacancies.search.city'), value: city[0], onChange: city[1], maxLength: 60 },
    select('language', t('vacancies.search.language'), languages, t('vacancies.search.anyLanguage')),
    select('nationality', t('vacancies.search.nationality'), countries, t('vacancies.search.anyNationality')),
    select('skill', t('vacancies.search.skill'), skills, t('vacancies.search.anySkill')),
    select('workstation', t('vacancies.search.workstation'), choices(reference?.workStation), t('vacancies.search.anyWorkstation')),
    select('hourlyRate', t('vacancies.search.hourlyRate'), choices(reference?.hourlyRate), t('vacancies.search.anyHourlyRate')),
  ];
}
