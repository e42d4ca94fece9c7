import type { SavedSearch } from '@contracts/alerts';
import { paths } from '@/shared/routes';

/** Where a saved search opens: its search page with its filters (`query` is that page's query string, without `?`). */
export function savedSearchHref(search: Pick<SavedSearch, 'kind' | 'query'>): string {
  const page = search.kind === 'vacancies' ? paths.vacancies : paths.freelancers;
  const query = search.query.replace(/^\?/, '');
  return query ? `${page}?${query}` : page;
}
