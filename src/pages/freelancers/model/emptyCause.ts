import type { FreelancerFilters, FreelancerSearchSuggestion } from '@/entities/freelancer';

/** A filter of the freelancer search as the no-results message names it. */
export type EmptyCause = 'skills' | (typeof TEXT_CAUSES)[number];

const TEXT_CAUSES = ['title', 'country', 'city', 'language', 'nationality', 'q', 'hourlyRate', 'availability', 'workStation', 'yearsMin'] as const;

const causeOf = (drop: FreelancerSearchSuggestion['drop']): EmptyCause => (drop === 'skill' || drop === 'skillsMatch' ? 'skills' : drop);

/**
 * Which filter emptied a search that found nothing, or null when no single
 * one did (no filter at all, or only their combination). With one filter it
 * is that one; with several, the server's suggestions count the search
 * without each filter: the one filter whose removal finds freelancers is the
 * culprit. When the search finds freelancers without either of two filters,
 * it was the two together, and the suggestions say so.
 */
export function emptyCause(filters: FreelancerFilters, suggestions: readonly FreelancerSearchSuggestion[] = []): EmptyCause | null {
  const active: EmptyCause[] = [...(filters.skills.length ? (['skills'] as const) : []), ...TEXT_CAUSES.filter((key) => filters[key].trim())];
  if (active.length === 1) return active[0];
  const found = new Set(suggestions.filter((s) => s.total > 0).map((s) => causeOf(s.drop)));
  return found.size === 1 ? [...found][0] : null;
}
