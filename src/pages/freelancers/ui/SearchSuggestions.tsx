import { filtersToParams, type FreelancerFilters, type FreelancerSearchSuggestion } from '@/entities/freelancer';
import { countryName, isolate, languageName, localizeRule, freelancersT as t } from '@/shared/i18n';
import { FilterSuggestions } from '@/shared/ui';

/** The filters without the one a suggestion drops. */
export function withoutSuggested(filters: FreelancerFilters, suggestion: FreelancerSearchSuggestion): FreelancerFilters {
  switch (suggestion.drop) {
    case 'skill':
      return { ...filters, skills: filters.skills.filter((skill) => skill.toLowerCase() !== suggestion.value) };
    case 'skills':
      return { ...filters, skills: [] };
    case 'skillsMatch':
      return { ...filters, skillsMatch: 'any' };
    default:
      return { ...filters, [suggestion.drop]: '' };
  }
}

function suggestionText(filters: FreelancerFilters, suggestion: FreelancerSearchSuggestion): string {
  switch (suggestion.drop) {
    case 'skill':
      return t('freelancers.suggest.skill', { skill: localizeRule(filters.skills.find((skill) => skill.toLowerCase() === suggestion.value) ?? suggestion.value ?? '') });
    case 'skills':
      return t('freelancers.suggest.skills');
    case 'skillsMatch':
      return t('freelancers.suggest.skillsMatch');
    case 'title':
      return t('freelancers.suggest.title', { value: isolate(filters.title.trim()) });
    case 'language':
      return t('freelancers.suggest.language', { value: languageName(filters.language) });
    case 'city':
      return t('freelancers.suggest.city', { value: filters.city });
    case 'q':
      return t('freelancers.suggest.q', { value: isolate(filters.q.trim()) });
    case 'hourlyRate':
    case 'availability':
    case 'workStation':
      return t(`freelancers.suggest.${suggestion.drop}`, { value: localizeRule(filters[suggestion.drop]) });
    case 'yearsMin':
      return t('freelancers.suggest.yearsMin', { value: t('freelancers.search.yearsOption', { count: Number(filters.yearsMin) }) });
    default:
      return t(`freelancers.suggest.${suggestion.drop}`, { value: countryName(filters[suggestion.drop]) });
  }
}

export interface SearchSuggestionsProps {
  filters: FreelancerFilters;
  suggestions: FreelancerSearchSuggestion[];
}

/** A search that found nothing: the same search without one filter, with how many freelancers each finds (counted by the server). */
export function SearchSuggestions({ filters, suggestions }: SearchSuggestionsProps) {
  return (
    <FilterSuggestions
      label={t('freelancers.suggest.label')}
      intro={t('freelancers.suggest.intro')}
      items={suggestions.map((suggestion) => ({
        key: `${suggestion.drop} ${suggestion.value ?? ''}`,
        text: suggestionText(filters, suggestion),
        count: suggestion.capped ? t('freelancers.suggest.countCapped', { count: suggestion.total }) : t('freelancers.suggest.count', { count: suggestion.total }),
        to: { search: filtersToParams(withoutSuggested(filters, suggestion)).toString() },
      }))}
    />
  );
}
