import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useGetMyProfileQuery } from '@/entities/user';
import { useGetPublicVacancyQuery, useGetVacancyQuery } from '@/entities/vacancy';
import { ApplyAction } from '@/features/apply-vacancy';
import { ReportButton } from '@/features/report';
import { selectIsLoggedIn } from '@/shared/auth';
import { loadMessages, t, vacanciesT } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, ButtonLink, EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { VacancyCard } from '@/widgets/vacancy-card';
import styles from './VacancyPage.module.css';

// Only an invited freelancer loads it (with its words): the public page carries none of its code.
const InvitedByNote = lazy(async () => {
  const { InvitedByNote: Note } = await import(/* webpackChunkName: "invited-by" */ './InvitedByNote');
  await loadMessages();
  return { default: Note };
});

/**
 * /vacancy/{id}: one vacancy, rendered on the server for visitors
 * (contact and file masked) and linked from every card. Members read it as
 * members (GET /vacancy/{id}); freelancers apply here (an invited one reads who invited them), and members report it.
 */
export function VacancyPage() {
  const { vacancyId = '' } = useParams();
  const loggedIn = useSelector(selectIsLoggedIn);
  const asVisitor = useGetPublicVacancyQuery(vacancyId, { skip: !vacancyId || loggedIn });
  const asMember = useGetVacancyQuery(vacancyId, { skip: !vacancyId || !loggedIn });
  const { data, isLoading, error } = loggedIn ? asMember : asVisitor;
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const status = error && 'status' in error ? error.status : undefined;

  let content;
  if (isLoading) content = <Spinner size="lg" />;
  else if (data) {
    const { invitation } = data;
    content = (
      <>
        {invitation && (
          <Suspense fallback={null}>
            <InvitedByNote invitation={invitation} />
          </Suspense>
        )}
        <VacancyCard vacancy={data} actions={<ApplyAction vacancy={data} />} headingLevel={2} />
        <ReportButton kind="vacancy" id={data.id} label={vacanciesT('vacancies.page.report')} mine={profile ? profile.user.id === data.user.id : undefined} />
      </>
    );
  }
  else if (!vacancyId || status === 404 || status === 400 || status === 410) {
    content = (
      <EmptyState
        title={t('vacancyPage.notFound')}
        description={t('vacancyPage.notFoundHint')}
        action={<ButtonLink to={paths.vacancies}>{t('vacancyPage.back')}</ButtonLink>}
      />
    );
  } else content = <Alert tone="danger">{t('vacancyPage.error')}</Alert>;

  return (
    <div className={styles.page}>
      <PageHeader back={{ to: paths.vacancies, label: t('vacancyPage.back') }} title={t('vacancyPage.title')} />
      {content}
    </div>
  );
}
