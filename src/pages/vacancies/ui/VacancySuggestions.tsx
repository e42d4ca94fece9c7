import { vacancyFiltersToParams, type VacancyFilters, type VacancySearchSuggestion } from '@/entities/vacancy';
import { countryName, isolate, languageName, localizeRule, vacanciesT as t } from '@/shared/i18n';
import { FilterSuggestions } from '@/shared/ui';

function suggestionText(filters: VacancyFilters, drop: VacancySearchSuggestion['drop']): string {
  switch (drop) {
    case 'keywords':
      return t('vacancies.suggest.keywords', { value: isolate(filters.keywords.trim()) });
    case 'city':
      return t('vacancies.suggest.city', { value: filters.city });
    case 'language':
      return t('vacancies.suggest.language', { value: languageName(filters.language) });
    case 'skill':
    case 'workstation':
    case 'hourlyRate':
      return t(`vacancies.suggest.${drop}`, { value: localizeRule(filters[drop]) });
    default:
      return t(`vacancies.suggest.${drop}`, { value: countryName(filters[drop]) });
  }
}

export interface VacancySuggestionsProps {
  filters: VacancyFilters;
  suggestions: VacancySearchSuggestion[];
}

/** A search that found nothing: the same search without one filter, with how many vacancies each finds (counted by the server). */
export function VacancySuggestions({ filters, suggestions }: VacancySuggestionsProps) {
  return (
    <FilterSuggestions
      label={t('vacancies.suggest.label')}
      intro={t('vacancies.suggest.intro')}
      items={suggestions.map(({ drop, total, capped }) => ({
        key: drop,
        text: suggestionText(filters, drop),
        count: capped ? t('vacancies.suggest.countCapped', { count: total }) : t('vacancies.suggest.count', { count: total }),
        to: { search: vacancyFiltersToParams({ ...filters, [drop]: '' }).toString() },
      }))}
    />
  );
}
