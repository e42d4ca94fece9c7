import { SAVED_SEARCH_NAME_MAX } from '@contracts/alerts';
import { formatList } from '@contracts/format';
import { countryName, languageName, localizeRule } from '@/shared/i18n';
import { NEW_SINCE } from './newSince';

/** The search page's query string as a saved search keeps it: its filters, without `?`, the page or the "new since" mark. */
export function savedQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete('page');
  kept.delete(NEW_SINCE);
  return kept.toString();
}

/** How each filter reads in a name: skills and work stations translated, countries and languages by their name in the page's language. */
const READERS: Record<string, (value: string) => string> = {
  skills: (value) => formatList(value.split(',').map((skill) => localizeRule(skill.trim()))),
  skill: localizeRule,
  workstation: localizeRule,
  workStation: localizeRule,
  country: countryName,
  nationality: countryName,
  language: languageName,
};

/** The filters that make a name, in the order a person reads a search (what, then where, then the rest). */
const NAMED = ['keywords', 'q', 'title', 'skills', 'skill', 'city', 'country', 'language', 'nationality', 'workstation', 'workStation'];

/**
 * A name for a search from its filters ("PRINCE2, Risk Management · Riyadh"), at most SAVED_SEARCH_NAME_MAX
 * characters; `fallback` ("All vacancies") when nothing narrows it.
 */
export function searchName(params: URLSearchParams, fallback: string): string {
  const parts = NAMED.map((key) => {
    const value = (params.get(key) ?? '').trim();
    return value ? (READERS[key]?.(value) ?? value) : '';
  }).filter(Boolean);
  const name = parts.join(' · ') || fallback;
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}
