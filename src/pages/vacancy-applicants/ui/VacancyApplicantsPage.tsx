import { parseNumber } from '@contracts/text';
import { useParams, useSearchParams } from 'react-router';
import { useGetApplicantsQuery, useGetVacancyQuery } from '@/entities/vacancy';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { FreelancerListCard } from '@/widgets/freelancer-card';
import styles from './VacancyApplicantsPage.module.css';

/** The 1-based page of the URL (this list's API pages start at 1, docs/reference.md#limits). */
function pageOf(params: URLSearchParams): number {
  const n = parseNumber(params.get('page') ?? '') ?? 0;
  return n > 1 ? n : 1;
}

interface ArrowsProps {
  page: number;
  hasNext: boolean;
  onChange: (page: number) => void;
}

/** Previous and next arrows around the current page number; Next only while more exist (see docs/reference.md#screens). */
function Arrows({ page, hasNext, onChange }: ArrowsProps) {
  return (
    <nav className={styles.pager} aria-label={t('vacancies.applicants.pager')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} aria-label={t('vacancies.applicants.previous')} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true" className={styles.arrow}>
          ←
        </span>
      </Button>
      <span className={styles.current} aria-current="page">
        {t('vacancies.applicants.page', { n: page })}
      </span>
      {hasNext && (
        <Button variant="secondary" size="sm" aria-label={t('vacancies.applicants.next')} onClick={() => onChange(page + 1)}>
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </Button>
      )}
    </nav>
  );
}

function Applicants({ vacancyId }: { vacancyId: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data: vacancy } = useGetVacancyQuery(vacancyId);
  const { data, isLoading, isError, error } = useGetApplicantsQuery({ vacancyId, page });
  const status = error && 'status' in error ? error.status : null;
  const list = data?.data ?? [];
  const hasNext = Boolean(data?.doesNextExist);
  const title = vacancy?.title?.trim();

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let content;
  if (isLoading) content = <Spinner size="lg" />;
  // Refusals say what they are (the server answers 403 to anyone but the poster); only other failures ask to try again.
  else if (status === 403) content = <EmptyState title={t('vacancies.applicants.notYours')} />;
  else if (status === 404) content = <EmptyState title={t('vacancies.applicants.notFound')} />;
  else if (isError) content = <Alert tone="danger">{t('vacancies.applicants.error')}</Alert>;
  else
    content = (
      <>
        <Arrows page={page} hasNext={hasNext} onChange={goTo} />
        {list.length === 0 ? (
          <EmptyState title={t('vacancies.applicants.empty')} />
        ) : (
          <ul className={styles.list}>
            {list.map((freelancer) => (
              <li key={freelancer.id}>
                <FreelancerListCard freelancer={freelancer} />
              </li>
            ))}
          </ul>
        )}
        {list.length > 5 && <Arrows page={page} hasNext={hasNext} onChange={goTo} />}
      </>
    );

  return (
    <div className={styles.page}>
      <PageHeader
        back={{ to: paths.vacanciesPosted, label: t('vacancies.applicants.back') }}
        title={t('vacancies.applicants.title')}
        intro={title && t('vacancies.applicants.for', { title: isolate(title) })}
      />
      {content}
    </div>
  );
}

/**
 * /vacancies-posted/freelancers/{vacancyId} (see docs/reference.md#screens): the freelancers who
 * applied, paged with arrows and a page number from 1; Next only while
 * doesNextExist. Logged-in users only; the server answers only the poster.
 */
export function VacancyApplicantsPage() {
  const { vacancyId = '' } = useParams();
  return <Applicants key={vacancyId} vacancyId={vacancyId} />;
}
