import { useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contracts/application';
import { parseNumber } from '@contracts/text';
import { useParams, useSearchParams } from 'react-router';
import { useGetApplicantsQuery, useGetVacancyQuery } from '@/entities/vacancy';
import { ApplicationPanel, BulkDecline } from '@/features/manage-applications';
import { ReviewButton } from '@/features/review';
import { StartConversationButton } from '@/features/start-conversation';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, Button, EmptyState, PageHeader, Select, Spinner } from '@/shared/ui';
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

const statusOf = (params: URLSearchParams): ApplicationStatus | undefined => APPLICATION_STATUSES.find((status) => status === params.get('status'));

function Applicants({ vacancyId }: { vacancyId: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const status = statusOf(params);
  const sort = params.get('sort') === 'rate' ? 'rate' : 'date';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { data: vacancy } = useGetVacancyQuery(vacancyId);
  const { data, isLoading, isError, error } = useGetApplicantsQuery({ vacancyId, page, status, sort });
  const refusal = error && 'status' in error ? error.status : null;
  const list = data?.data ?? [];
  const counts = data?.counts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  // Only applications still on this page may be declined together.
  const chosen = list.filter((applicant) => selected.has(applicant.application.id)).map((applicant) => applicant.application.id);
  const hasNext = Boolean(data?.doesNextExist);
  const title = vacancy?.title?.trim();

  /** The URL's page, status and order; a new status or order starts again at page 1. */
  const show = (next: { page?: number; status?: string; sort?: string }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status ?? '';
    const nextSort = next.sort ?? sort;
    if (next.page && next.page > 1) query.set('page', String(next.page));
    if (nextStatus) query.set('status', nextStatus);
    if (nextSort === 'rate') query.set('sort', nextSort);
    setParams(query, { preventScrollReset: true });
  };
  const goTo = (next: number) => {
    show({ page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const choose = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  let content;
  if (isLoading) content = <Spinner size="lg" />;
  // Refusals say what they are (the server answers 403 to anyone but the poster); only other failures ask to try again.
  else if (refusal === 403) content = <EmptyState title={t('vacancies.applicants.notYours')} />;
  else if (refusal === 404) content = <EmptyState title={t('vacancies.applicants.notFound')} />;
  else if (isError) content = <Alert tone="danger">{t('vacancies.applicants.error')}</Alert>;
  else
    content = (
      <>
        <div className={styles.toolbar}>
          <Select
            label={t('vacancies.applicants.filter.status')}
            value={status ?? ''}
            onChange={(event) => show({ status: event.target.value })}
            options={[
              { value: '', label: t('vacancies.applicants.filter.all', { n: total }) },
              ...APPLICATION_STATUSES.map((value) => ({ value, label: t('vacancies.applicants.filter.option', { status: t(`vacancies.applicants.status.${value}`), n: counts?.[value] ?? 0 }) })),
            ]}
            className={styles.filter}
          />
          <Select
            label={t('vacancies.applicants.sort')}
            value={sort}
            onChange={(event) => show({ sort: event.target.value })}
            options={[
              { value: 'date', label: t('vacancies.applicants.sort.date') },
              { value: 'rate', label: t('vacancies.applicants.sort.rate') },
            ]}
            className={styles.filter}
          />
          <BulkDecline vacancyId={vacancyId} applicationIds={chosen} onDone={() => setSelected(new Set())} />
        </div>
        <Arrows page={page} hasNext={hasNext} onChange={goTo} />
        {list.length === 0 ? (
          <EmptyState title={t(status ? 'vacancies.applicants.emptyStatus' : 'vacancies.applicants.empty')} />
        ) : (
          <ul className={styles.list}>
            {list.map((applicant) => (
              <li key={applicant.id} className={styles.item}>
                <FreelancerListCard freelancer={applicant} />
                <ApplicationPanel vacancyId={vacancyId} applicant={applicant} selected={selected.has(applicant.application.id)} onSelect={(on) => choose(applicant.application.id, on)} />
                <StartConversationButton withUserId={applicant.user.id} vacancyId={vacancyId} className={styles.message} />
                {applicant.application.status === 'hired' && (
                  <ReviewButton
                    subject={{ kind: 'vacancy', vacancyId, applicationId: applicant.application.id }}
                    reviews="freelancer"
                    otherName={applicant.user.firstName}
                    ownName={vacancy?.company?.name ?? ''}
                    endHire={{ vacancyId, applicationId: applicant.application.id }}
                  />
                )}
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
 * doesNextExist; each with the application's panel (issue 25's pipeline), a status filter with
 * counts and an order in the URL, and a bulk decline. Logged-in users only; the server answers only the poster.
 */
export function VacancyApplicantsPage() {
  const { vacancyId = '' } = useParams();
  return <Applicants key={vacancyId} vacancyId={vacancyId} />;
}
