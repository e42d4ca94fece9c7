import { useGetPostedVacanciesQuery } from '@/entities/vacancy';
import { vacanciesT as t } from '@/shared/i18n';
import { usePageParam } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { ButtonLink, EmptyState, NoteAlert, PageHeader } from '@/shared/ui';
import { PostedVacancyActions, VacancyList } from '@/widgets/vacancy-card';
import styles from './VacanciesPostedPage.module.css';

function PostedVacancies() {
  const [page, setPage] = usePageParam();
  const { data, isLoading, isFetching, isError } = useGetPostedVacanciesQuery(page);
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('vacancies.posted.title')}
        intro={t('vacancies.posted.intro')}
        action={
          <ButtonLink to={paths.vacancyCreate}>
            <span aria-hidden="true">+</span>
            {t('vacancies.posted.post')}
          </ButtonLink>
        }
      />
      {(data?.data ?? []).map(({ id, title, operatorHidden }) => operatorHidden && <NoteAlert key={id} text={t('vacancies.posted.hiddenByTeam', { title })} note={operatorHidden.note} />)}
      <VacancyList
        items={(data?.data ?? []).map((vacancy) => ({ vacancy, actions: <PostedVacancyActions vacancy={vacancy} /> }))}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPageChange={goTo}
        isLoading={isLoading}
        isError={isError}
        isFetching={isFetching}
        empty={<EmptyState title={t('vacancies.posted.empty')} description={t('vacancies.posted.emptyHint')} />}
      />
    </div>
  );
}

/** /vacancies-posted (see docs/reference.md#screens): the caller's vacancies in posted mode, paged from 0; visitors go to /login. */
export function VacanciesPostedPage() {
  return <PostedVacancies />;
}
