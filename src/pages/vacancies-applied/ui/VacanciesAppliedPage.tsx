import { isDecided } from '@contracts/application';
import type { AppliedVacancy } from '@contracts/vacancy';
import { formatVacancyDate, useGetAppliedVacanciesQuery } from '@/entities/vacancy';
import { useGetMyProfileQuery } from '@/entities/user';
import { EditProposalButton } from '@/features/apply-vacancy';
import { ReviewButton } from '@/features/review';
import { StartConversationButton } from '@/features/start-conversation';
import { HideButton, WithdrawButton } from '@/features/withdraw-application';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { usePageParam } from '@/shared/lib/router';
import { useViewerZone } from '@/shared/lib/time-zone';
import { paths } from '@/shared/routes';
import { ButtonLink, EmptyState, PageHeader } from '@/shared/ui';
import { VacancyList } from '@/widgets/vacancy-card';
import styles from './VacanciesAppliedPage.module.css';

/** When the caller applied; once the business acted, its status with the day it was set, and its message when it wrote one. */
function ApplicationNote({ item, zone }: { item: AppliedVacancy; zone: string }) {
  const applied = t('vacancies.card.appliedOn', { date: formatVacancyDate(item.on, zone) });
  if (item.status === 'new') return applied;
  const status = t(`vacancies.applied.status.${item.status}`);
  const statusOn = item.statusAt ? t('vacancies.applied.statusOn', { status, date: formatVacancyDate(item.statusAt, zone) }) : status;
  return (
    <>
      {t('vacancies.applied.withStatus', { applied, status: statusOn })}
      {item.statusMessage && <span className={styles.message}>{t('vacancies.applied.businessWrote', { message: isolate(item.statusMessage) })}</span>}
    </>
  );
}

/**
 * What the caller may do with one application: change the proposal until the business acts on it (not once the
 * vacancy is removed), review and end a hire, message the business, and withdraw it while it is open or hide it
 * from this list once the business has decided it.
 */
function ApplicationActions({ item, ownName }: { item: AppliedVacancy; ownName: string }) {
  const { vacancy, on, status, proposal, proposalFile, applicationId } = item;
  const title = vacancy.title.trim();
  return (
    <>
      {title && <EditProposalButton vacancyId={vacancy.id} title={title} status={status} proposal={proposal} hasFile={proposalFile !== null} />}
      {status === 'hired' && (
        <ReviewButton
          subject={{ kind: 'vacancy', vacancyId: vacancy.id, applicationId }}
          reviews="client"
          otherName={vacancy.company?.name ?? vacancy.title}
          ownName={ownName}
          endHire={{ vacancyId: vacancy.id, applicationId }}
        />
      )}
      {title && <StartConversationButton withUserId={vacancy.user.id} vacancyId={vacancy.id} />}
      {isDecided(status) ? <HideButton vacancyId={vacancy.id} title={title} size="sm" /> : <WithdrawButton vacancyId={vacancy.id} appliedOn={on} title={title} size="sm" />}
    </>
  );
}

function AppliedVacancies() {
  const [page, setPage] = usePageParam();
  const zone = useViewerZone();
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
        items={(data?.data ?? []).map((item) => ({
          vacancy: item.vacancy,
          key: `${item.vacancy.id}-${item.on}`,
          note: <ApplicationNote item={item} zone={zone} />,
          actions: <ApplicationActions item={item} ownName={profile?.user.firstName ?? ''} />,
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

/** /vacancies-applied (see docs/reference.md#screens): the caller's applications in applied mode (Delete withdraws an open one); visitors go to /login. */
export function VacanciesAppliedPage() {
  return <AppliedVacancies />;
}
