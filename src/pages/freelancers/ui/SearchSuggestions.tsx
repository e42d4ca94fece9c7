import { Link } from 'react-router';
import { filtersToParams, type FreelancerFilters, type FreelancerSearchSuggestion } from '@/entities/freelancer';
import { t } from '@/shared/i18n';
import styles from './FreelancersPage.module.css';

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
      return t('freelancers.suggest.skill', { skill: filters.skills.find((skill) => skill.toLowerCase() === suggestion.value) ?? suggestion.value ?? '' });
    case 'skills':
      return t('freelancers.suggest.skills');
    case 'skillsMatch':
      return t('freelancers.suggest.skillsMatch');
    case 'title':
      return t('freelancers.suggest.title', { value: filters.title.trim() });
    default:
      return t(`freelancers.suggest.${suggestion.drop}`, { value: filters[suggestion.drop] });
  }
}

export interface SearchSuggestionsProps {
  filters: FreelancerFilters;
  suggestions: FreelancerSearchSuggestion[];
}

/**
 * A search that found nothing: links to the same search without one filter,
 * each with how many freelancers that finds (counted by the server).
 */
export function SearchSuggestions({ filters, suggestions }: SearchSuggestionsProps) {
  return (
    <nav className={styles.suggestions} aria-label={t('freelancers.suggest.label')}>
      <p>{t('freelancers.suggest.intro')}</p>
      <ul className={styles.suggestionList}>
        {suggestions.map((suggestion) => (
          <li key={`${suggestion.drop} ${suggestion.value ?? ''}`}>
            <Link className={styles.suggestion} to={{ search: filtersToParams(withoutSuggested(filters, suggestion)).toString() }} preventScrollReset>
              <span>{suggestionText(filters, suggestion)}</span>
              <span className={styles.suggestionCount}>
                {suggestion.capped ? t('freelancers.suggest.countCapped', { count: suggestion.total }) : t('freelancers.suggest.count', { count: suggestion.total })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
