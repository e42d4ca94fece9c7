import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  hasMatchFilters,
  toVacancySearchBody,
  useFindVacanciesQuery,
  vacancyFiltersFromParams,
  vacancyFiltersToParams,
  type VacancyFilters,
} from '@/entities/vacancy';
import { ApplyAction } from '@/features/apply-vacancy';
import { SaveSearch, isNewSince, useNewSince } from '@/features/alerts/save-search';
import { selectIsLoggedIn } from '@/shared/auth';
import { vacanciesT as t } from '@/shared/i18n';
import { usePageParam } from '@/shared/lib/router';
import { loginHref, paths } from '@/shared/routes';
import { ButtonLink, EmptyState, PageHeader } from '@/shared/ui';
import { VacancyList } from '@/widgets/vacancy-card';
import { VacancySearchForm } from '@/widgets/vacancy-search-form';
import styles from './VacanciesPage.module.css';
import { VacancySuggestions } from './VacancySuggestions';

/**
 * /vacancies (see docs/reference.md#screens): search form, pager and cards in normal mode. The
 * filters and the page live in the URL; any change of filters starts again at
 * page 0 (see docs/reference.md#states). Post Vacancy sends visitors to /login (see docs/reference.md#roles).
 */
export function VacanciesPage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const filters = vacancyFiltersFromParams(params);
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, isError } = useFindVacanciesQuery({ page, search: toVacancySearchBody(filters) });
  const formKey = vacancyFiltersToParams(filters).toString();
  const newSince = useNewSince();

  const search = (next: VacancyFilters) => setParams(vacancyFiltersToParams(next, 0), { preventScrollReset: true });
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const list = data?.data ?? [];
  const total = data?.total ?? list.length;
  const filtered = hasMatchFilters(filters);

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('vacancies.list.title')}
        intro={t('vacancies.list.intro')}
        action={
          <>
            <SaveSearch kind="vacancies" params={vacancyFiltersToParams(filters)} />
            <ButtonLink to={loggedIn ? paths.vacancyCreate : loginHref(paths.vacancyCreate)}>
              <span aria-hidden="true">+</span>
              {t('vacancies.list.post')}
            </ButtonLink>
          </>
        }
      />
      <VacancySearchForm key={formKey} value={filters} onChange={search} busy={isFetching} />
      <section aria-label={t('vacancies.list.resultsLabel')} aria-busy={isFetching || undefined}>
        <VacancyList
          items={list.map((vacancy) => ({ vacancy, actions: <ApplyAction vacancy={vacancy} />, isNew: isNewSince(vacancy.postedDate, newSince) }))}
          page={page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={goTo}
          isLoading={isLoading}
          isError={isError}
          isFetching={isFetching}
          summary={
            <p className={styles.count} aria-live="polite">
              {total === 1 ? t('vacancies.list.result') : t('vacancies.list.results', { count: total })}
            </p>
          }
          empty={
            <EmptyState
              title={filtered ? t('vacancies.list.emptyMatch') : t('vacancies.list.empty')}
              description={filtered && !data?.suggestions?.length ? t('vacancies.list.emptyMatchHint') : undefined}
              action={data?.suggestions?.length ? <VacancySuggestions filters={filters} suggestions={data.suggestions} /> : undefined}
            />
          }
        />
      </section>
    </div>
  );
}
