import { formatVacancyDate, useGetAppliedVacanciesQuery } from '@/entities/vacancy';
import { useGetMyProfileQuery } from '@/entities/user';
import { EditProposalButton } from '@/features/apply-vacancy';
import { ReviewButton } from '@/features/review';
import { StartConversationButton } from '@/features/start-conversation';
import { WithdrawButton } from '@/features/withdraw-application';
import { vacanciesT as t } from '@/shared/i18n';
import { usePageParam } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { ButtonLink, EmptyState, PageHeader } from '@/shared/ui';
import { VacancyList } from '@/widgets/vacancy-card';
import styles from './VacanciesAppliedPage.module.css';

function AppliedVacancies() {
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, isError } = useGetAppliedVacanciesQuery(page);
  const { data: profile } = useGetMyProfileQuery();
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('vacancies.applied.title')} intro={t('vacancies.applied.intro')} />
      <VacancyList
        items={(data?.data ?? []).map(({ vacancy, on, status, proposal, proposalFile, applicationId }) => ({
          vacancy,
          key: `${vacancy.id}-${on}`,
          // Where the business has put the application, once it has acted on it.
          note: status === 'new' ? t('vacancies.card.appliedOn', { date: formatVacancyDate(on) }) : t('vacancies.applied.withStatus', { applied: t('vacancies.card.appliedOn', { date: formatVacancyDate(on) }), status: t(`vacancies.applied.status.${status}`) }),
          // Delete withdraws the application, a removed vacancy's too (its title is then empty).
          // The proposal may change until the business acts on it (not once the vacancy is removed).
          actions: (
            <>
              {vacancy.title.trim() && <EditProposalButton vacancyId={vacancy.id} title={vacancy.title.trim()} status={status} proposal={proposal} hasFile={proposalFile !== null} />}
              {status === 'hired' && (
                <ReviewButton subject={{ kind: 'vacancy', vacancyId: vacancy.id, applicationId }} reviews="client" otherName={vacancy.company?.name ?? vacancy.title} ownName={profile?.user.firstName ?? ''} />
              )}
              {vacancy.title.trim() && <StartConversationButton withUserId={vacancy.user.id} vacancyId={vacancy.id} />}
              <WithdrawButton vacancyId={vacancy.id} appliedOn={on} title={vacancy.title.trim()} size="sm" />
            </>
          ),
        }))}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPageChange={goTo}
        isLoading={isLoading}
        isError={isError}
        isFetching={isFetching}
        empty={
          <EmptyState
            title={t('vacancies.applied.empty')}
            description={t('vacancies.applied.emptyHint')}
            action={
              <ButtonLink variant="outline" to={paths.vacancies}>
                {t('vacancies.applied.browse')}
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}

/** /vacancies-applied (see docs/reference.md#screens): the caller's applications in applied mode (Delete withdraws); visitors go to /login. */
export function VacanciesAppliedPage() {
  return <AppliedVacancies />;
}
