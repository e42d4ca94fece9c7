import { useEffect } from 'react';
import { Link } from 'react-router';
import { useGetFavoriteFreelancersQuery } from '@/entities/freelancer';
import { useGetMyProfileQuery } from '@/entities/user';
import { freelancersT as t } from '@/shared/i18n';
import { usePageParam } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Alert, EmptyState, PageHeader, Pager, Spinner, type StepsPagerText } from '@/shared/ui';
import { FreelancerListCard } from '@/widgets/freelancer-card';
import styles from './FavoriteFreelancersPage.module.css';

/** docs/reference.md#limits: the second pager appears when more than 5 items are shown. */
const SECOND_PAGER_AFTER = 5;

/** The favourites pager's words: each step names the page it leads to (see docs/reference.md#screens). */
const pagerText = (): StepsPagerText => ({
  label: t('freelancers.favorites.pager'),
  step: (n) => t('freelancers.favorites.page', { n }),
  previousLabel: (n) => t('freelancers.favorites.previousLabel', { n }),
  nextLabel: (n) => t('freelancers.favorites.nextLabel', { n }),
  current: (n, total) => t('freelancers.favorites.current', { n, total }),
});

function FavoriteFreelancersContent() {
  const [page, setPage] = usePageParam();
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
    setPage(next, { replace });
    document.getElementById('favorites-title')?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  useEffect(() => {
    // The previous page, or the last one there is when the favourites shrank by more than a page.
    if (stepBack) goTo(Math.min(page - 1, Math.max(totalPages - 1, 0)), true);
    // goTo is a new function every render; the step depends on these only.
  }, [stepBack, page, totalPages]);

  const pager = (className?: string) => <Pager variant="steps" page={page} totalPages={totalPages} onChange={goTo} text={pagerText()} className={className} />;

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
        {pager()}
      </>
    );
  else
    content = (
      <>
        {pager()}
        {/* While the next page loads, the old cards stay, dimmed and marked busy. */}
        <ul className={styles.list} aria-busy={isFetching || undefined}>
          {shown.map((freelancer) => (
            <li key={freelancer.id}>
              <FreelancerListCard freelancer={freelancer} />
            </li>
          ))}
        </ul>
        {shown.length > SECOND_PAGER_AFTER && pager(styles.bottom)}
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
