import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetFavoriteFreelancersQuery, pageFromParams } from '@/entities/freelancer';
import { useGetMyProfileQuery } from '@/entities/user';
import { freelancersT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { FreelancerListCard } from '@/widgets/freelancer-card';
import styles from './FavoriteFreelancersPage.module.css';

/** docs/reference.md#limits: the second pager appears when more than 5 items are shown. */
const SECOND_PAGER_AFTER = 5;

interface StepPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}

/**
 * Previous and next buttons that show the page number (see docs/reference.md#screens). The API's
 * pages start at 0; people see 1-based numbers (docs/reference.md#reading-15).
 */
function StepPager({ page, totalPages, onChange, className }: StepPagerProps) {
  if (totalPages <= 1 && page === 0) return null;
  const hasPrevious = page > 0;
  const hasNext = page < totalPages - 1;
  return (
    <nav className={[styles.pager, className].filter(Boolean).join(' ')} aria-label={t('freelancers.favorites.pager')}>
      <Button
        variant="secondary"
        size="sm"
        disabled={!hasPrevious}
        aria-label={hasPrevious ? t('freelancers.favorites.previousLabel', { n: page }) : undefined}
        onClick={() => onChange(page - 1)}
      >
        <span aria-hidden="true" className="mirror-in-rtl">←</span> {hasPrevious ? t('freelancers.favorites.previous', { n: page }) : t('ui.pager.previous')}
      </Button>
      <span className={styles.current} aria-current="page">
        {t('freelancers.favorites.current', { n: page + 1, total: Math.max(totalPages, page + 1) })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={!hasNext}
        aria-label={hasNext ? t('freelancers.favorites.nextLabel', { n: page + 2 }) : undefined}
        onClick={() => onChange(page + 1)}
      >
        {hasNext ? t('freelancers.favorites.next', { n: page + 2 }) : t('ui.pager.next')} <span aria-hidden="true" className="mirror-in-rtl">→</span>
      </Button>
    </nav>
  );
}

function FavoriteFreelancersContent() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const { data: profile } = useGetMyProfileQuery();
  const { data, isLoading, isFetching, isError } = useGetFavoriteFreelancersQuery(page);
  const favoriteIds = new Set(profile?.favoriteFreelancers ?? []);
  // docs/reference.md#screens: a card shows only while its id is among the user's favourites.
  const shown = (data?.data ?? []).filter((freelancer) => favoriteIds.has(freelancer.id));
  const totalPages = data?.totalPages ?? 0;
  // The last cards of the page were un-starred: until the page is fetched again (or the star put back)
  // what is left is not known, so it is not called empty.
  const settling = shown.length === 0 && (isFetching || (data?.data.length ?? 0) > 0);
  // The page came back empty while favourites remain on earlier pages: show the previous page.
  const stepBack = !settling && shown.length === 0 && page > 0 && (data?.total ?? 0) > 0;

  const goTo = (next: number, replace = false) => {
    const nextParams = new URLSearchParams(params);
    if (next > 0) nextParams.set('page', String(next + 1));
    else nextParams.delete('page');
    setParams(nextParams, { replace, preventScrollReset: true });
    document.getElementById('favorites-title')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  useEffect(() => {
    // The previous page, or the last one there is when the favourites shrank by more than a page.
    if (stepBack) goTo(Math.min(page - 1, Math.max(totalPages - 1, 0)), true);
    // goTo is a new function every render; the step depends on these only.
  }, [stepBack, page, totalPages]);

  let content;
  if (isLoading || !profile) content = <Spinner size="lg" />;
  else if (isError) content = <Alert tone="danger">{t('error.generic')}</Alert>;
  else if (settling || stepBack) content = <Spinner size="lg" />;
  else if (shown.length === 0)
    content = (
      <>
        <EmptyState
          title={t('freelancers.favorites.empty')}
          description={t('freelancers.favorites.emptyHint')}
          action={
            <Link className={styles.browse} to={paths.freelancers}>
              {t('freelancers.favorites.browse')}
            </Link>
          }
        />
        <StepPager page={page} totalPages={totalPages} onChange={goTo} />
      </>
    );
  else
    content = (
      <>
        <StepPager page={page} totalPages={totalPages} onChange={goTo} />
        {/* While the next page loads, the old cards stay, dimmed and marked busy. */}
        <ul className={styles.list} aria-busy={isFetching || undefined}>
          {shown.map((freelancer) => (
            <li key={freelancer.id}>
              <FreelancerListCard freelancer={freelancer} />
            </li>
          ))}
        </ul>
        {shown.length > SECOND_PAGER_AFTER && <StepPager page={page} totalPages={totalPages} onChange={goTo} className={styles.bottom} />}
      </>
    );

  return (
    <div className={styles.page}>
      <PageHeader titleId="favorites-title" title={t('freelancers.favorites.title')} intro={t('freelancers.favorites.intro')} />
      {content}
    </div>
  );
}

/** /favorite-freelancers (see docs/reference.md#screens): logged-in users only; visitors go to /login. */
export function FavoriteFreelancersPage() {
  return <FavoriteFreelancersContent />;
}
