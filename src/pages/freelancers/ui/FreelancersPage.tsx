import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersFromParams,
  filtersToParams,
  toSearchQuery,
  useFindFreelancersQuery,
  type FreelancerFilters,
} from '@/entities/freelancer';
import { countryName, isolate, languageName, freelancersT as t } from '@/shared/i18n';
import { SaveSearch, isNewSince, useNewSince } from '@/features/alerts/save-search';
import { usePageParam } from '@/shared/lib/router';
import { Alert, EmptyState, PageHeader, Pager, PastLastPage, Spinner } from '@/shared/ui';
import { FreelancerListCard } from '@/widgets/freelancer-card';
import { FreelancerSearchForm } from '@/widgets/freelancer-search-form';
import { emptyCause, type EmptyCause } from '../model/emptyCause';
import styles from './FreelancersPage.module.css';
import { SearchSuggestions } from './SearchSuggestions';

/** A new search or page stays where the user is; paging then brings the results into view. */
const KEEP_SCROLL = { preventScrollReset: true };

/** docs/reference.md#limits: a second pager below the list when it shows more than 5 results. */
const SECOND_PAGER_AFTER = 5;

/** The no-results line naming the filter that emptied the search. */
function emptyDescription(cause: EmptyCause | null, filters: FreelancerFilters): string | undefined {
  switch (cause) {
    case 'skills':
      return t('freelancers.list.noSkillMatch');
    case 'title':
      return t('freelancers.list.noTitleMatch', { value: isolate(filters.title.trim()) });
    case 'country':
      return t('freelancers.list.noCountryMatch', { value: countryName(filters.country) });
    case 'city':
      return t('freelancers.list.noCityMatch', { value: filters.city.trim() });
    case 'language':
      return t('freelancers.list.noLanguageMatch', { value: languageName(filters.language) });
    case 'nationality':
      return t('freelancers.list.noNationalityMatch', { value: countryName(filters.nationality) });
    case 'q':
      return t('freelancers.list.noTextMatch', { value: isolate(filters.q.trim()) });
    default:
      return undefined;
  }
}

/**
 * /freelancers (see docs/reference.md#screens): search form, pager and cards. The filters and the
 * page live in the URL, so back/forward and reload keep the search; any new
 * filter starts again at page 0 (see docs/reference.md#states).
 */
export function FreelancersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [page, setPage] = usePageParam();
  const { data, isFetching, isLoading, isError } = useFindFreelancersQuery(toSearchQuery(filters, page));
  const formKey = filtersToParams(filters).toString();
  const newSince = useNewSince();

  const search = (next: FreelancerFilters) => setParams(filtersToParams(next, 0), KEEP_SCROLL);
  const resultsRef = useRef<HTMLElement>(null);
  const goTo = (next: number) => {
    setPage(next);
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const list = data?.data ?? [];
  const totalPages = data?.totalPages ?? 0;
  const total = data?.total ?? list.length;
  // The server counts broad searches only so far ahead (`totalCapped`): the total is then a lower bound.
  const capped = Boolean((data as { totalCapped?: boolean } | undefined)?.totalCapped);

  let results;
  if (isLoading) {
    results = <Spinner size="lg" />;
  } else if (isError) {
    results = <Alert tone="danger">{t('freelancers.list.error')}</Alert>;
  } else if (list.length === 0 && totalPages > 0 && page >= totalPages) {
    results = (
      <PastLastPage
        title={t('freelancers.list.pastLast', { page: page + 1, last: totalPages })}
        actionLabel={t('freelancers.list.toLast', { last: totalPages })}
        totalPages={totalPages}
        onChange={goTo}
        pagerClassName={styles.bottomPager}
      />
    );
  } else if (list.length === 0) {
    results = (
      <EmptyState
        title={t('freelancers.list.empty')}
        description={emptyDescription(emptyCause(filters, data?.suggestions), filters)}
        action={data?.suggestions?.length ? <SearchSuggestions filters={filters} suggestions={data.suggestions} /> : undefined}
      />
    );
  } else {
    results = (
      <>
        <div className={styles.resultsHead}>
          <p className={styles.count} aria-live="polite">
            {capped
              ? t('freelancers.list.resultsCapped', { count: total })
              : total === 1
                ? t('freelancers.list.result')
                : t('freelancers.list.results', { count: total })}
          </p>
          <Pager page={page} totalPages={totalPages} onChange={goTo} />
        </div>
        <ul className={styles.list}>
          {list.map((freelancer) => (
            <li key={freelancer.id}>
              <FreelancerListCard freelancer={freelancer} isNew={isNewSince(freelancer.createdAt, newSince)} />
            </li>
          ))}
        </ul>
        {list.length > SECOND_PAGER_AFTER && <Pager page={page} totalPages={totalPages} onChange={goTo} className={styles.bottomPager} />}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('freelancers.list.title')} intro={t('freelancers.list.intro')} action={<SaveSearch kind="freelancers" params={filtersToParams(filters)} />} />
      <div className={styles.layout}>
        <FreelancerSearchForm key={formKey} value={filters} onSearch={search} onClear={() => setParams(new URLSearchParams(), KEEP_SCROLL)} busy={isFetching} />
        {/* While the next page or search loads, the old cards stay, dimmed, and the region says it is busy. */}
        <section ref={resultsRef} className={styles.results} aria-label={t('freelancers.list.resultsLabel')} aria-busy={isFetching || undefined}>
          {results}
        </section>
      </div>
    </div>
  );
}
