import { useState, type ReactNode } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contracts/application';
import { useParams, useSearchParams } from 'react-router';
import { useGetApplicantsQuery, useGetVacancyQuery, type Applicant } from '@/entities/vacancy';
import { ApplicationPanel, BulkDecline } from '@/features/manage-applications';
import { ReviewButton } from '@/features/review';
import { StartConversationButton } from '@/features/start-conversation';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { usePageParam } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Alert, EmptyState, PageHeader, Pager, Select, Spinner, type ArrowsPagerText } from '@/shared/ui';
import { FreelancerListCard } from '@/widgets/freelancer-card';
import styles from './VacancyApplicantsPage.module.css';

type Sort = 'date' | 'rate';
type Counts = Partial<Record<ApplicationStatus, number>>;

const statusOf = (params: URLSearchParams): ApplicationStatus | undefined => APPLICATION_STATUSES.find((status) => status === params.get('status'));
const sortOf = (params: URLSearchParams): Sort => (params.get('sort') === 'rate' ? 'rate' : 'date');

/** Arrows and a page number from 1; Next only while more exist (see docs/reference.md#screens). */
const arrowsText = (): ArrowsPagerText => ({
  label: t('vacancies.applicants.pager'),
  previousLabel: t('vacancies.applicants.previous'),
  nextLabel: t('vacancies.applicants.next'),
  current: (n) => t('vacancies.applicants.page', { n }),
});

/** The applications chosen for a bulk decline. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const choose = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { selected, choose, clear: () => setSelected(new Set()) };
}

interface ToolbarProps {
  status: ApplicationStatus | undefined;
  sort: Sort;
  counts: Counts | undefined;
  onShow: (next: { status?: string; sort?: string }) => void;
  /** The bulk decline of what is chosen. */
  children: ReactNode;
}

/** The status filter with its counts, the order, and the bulk decline. */
function ApplicantsToolbar({ status, sort, counts, onShow, children }: ToolbarProps) {
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <div className={styles.toolbar}>
      <Select
        label={t('vacancies.applicants.filter.status')}
        value={status ?? ''}
        onChange={(event) => onShow({ status: event.target.value })}
        options={[
          { value: '', label: t('vacancies.applicants.filter.all', { n: total }) },
          ...APPLICATION_STATUSES.map((value) => ({ value, label: t('vacancies.applicants.filter.option', { status: t(`vacancies.applicants.status.${value}`), n: counts?.[value] ?? 0 }) })),
        ]}
        className={styles.filter}
      />
      <Select
        label={t('vacancies.applicants.sort')}
        value={sort}
        onChange={(event) => onShow({ sort: event.target.value })}
        options={[
          { value: 'date', label: t('vacancies.applicants.sort.date') },
          { value: 'rate', label: t('vacancies.applicants.sort.rate') },
        ]}
        className={styles.filter}
      />
      {children}
    </div>
  );
}

interface ApplicantItemProps {
  vacancyId: string;
  applicant: Applicant;
  /** The business's name, for the review of a hire. */
  ownName: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

/** One applicant: their card, the application's panel, a message, and the review once hired. */
function ApplicantItem({ vacancyId, applicant, ownName, selected, onSelect }: ApplicantItemProps) {
  const applicationId = applicant.application.id;
  return (
    <li className={styles.item}>
      <FreelancerListCard freelancer={applicant} />
      <ApplicationPanel vacancyId={vacancyId} applicant={applicant} selected={selected} onSelect={onSelect} />
      <StartConversationButton withUserId={applicant.user.id} vacancyId={vacancyId} className={styles.message} />
      {applicant.application.status === 'hired' && (
        <ReviewButton subject={{ kind: 'vacancy', vacancyId, applicationId }} reviews="freelancer" otherName={applicant.user.firstName} ownName={ownName} endHire={{ vacancyId, applicationId }} />
      )}
    </li>
  );
}

/** Why the list cannot show: the server's refusals say what they are (403 to anyone but the poster); other failures ask to try again. */
function ApplicantsFailure({ refusal }: { refusal: unknown }) {
  if (refusal === 403) return <EmptyState title={t('vacancies.applicants.notYours')} />;
  if (refusal === 404) return <EmptyState title={t('vacancies.applicants.notFound')} />;
  return <Alert tone="danger">{t('vacancies.applicants.error')}</Alert>;
}

function Applicants({ vacancyId }: { vacancyId: string }) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const status = statusOf(params);
  const sort = sortOf(params);
  const { selected, choose, clear } = useSelection();
  const { data: vacancy } = useGetVacancyQuery(vacancyId);
  // This list's API pages start at 1 (docs/reference.md#limits).
  const { data, isLoading, isError, error } = useGetApplicantsQuery({ vacancyId, page: page + 1, status, sort });
  const list = data?.data ?? [];
  // Only applications still on this page may be declined together.
  const chosen = list.filter((applicant) => selected.has(applicant.application.id)).map((applicant) => applicant.application.id);
  const title = vacancy?.title?.trim();

  /** A new status or order starts again at the first page. */
  const show = (next: { status?: string; sort?: string }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status ?? '';
    const nextSort = next.sort ?? sort;
    if (nextStatus) query.set('status', nextStatus);
    if (nextSort === 'rate') query.set('sort', nextSort);
    setParams(query, { preventScrollReset: true });
  };
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const pager = <Pager variant="arrows" page={page} hasNext={Boolean(data?.doesNextExist)} onChange={goTo} text={arrowsText()} />;

  let content;
  if (isLoading) content = <Spinner size="lg" />;
  else if (isError) content = <ApplicantsFailure refusal={error && 'status' in error ? error.status : null} />;
  else
    content = (
      <>
        <ApplicantsToolbar status={status} sort={sort} counts={data?.counts} onShow={show}>
          <BulkDecline vacancyId={vacancyId} applicationIds={chosen} onDone={clear} />
        </ApplicantsToolbar>
        {pager}
        {list.length === 0 ? (
          <EmptyState title={t(status ? 'vacancies.applicants.emptyStatus' : 'vacancies.applicants.empty')} />
        ) : (
          <ul className={styles.list}>
            {list.map((applicant) => (
              <ApplicantItem
                key={applicant.id}
                vacancyId={vacancyId}
                applicant={applicant}
                ownName={vacancy?.company?.name ?? ''}
                selected={selected.has(applicant.application.id)}
                onSelect={(on) => choose(applicant.application.id, on)}
              />
            ))}
          </ul>
        )}
        {list.length > 5 && pager}
      </>
    );

  return (
    <div className={styles.page}>
      <PageHeader back={{ to: paths.vacanciesPosted, label: t('vacancies.applicants.back') }} title={t('vacancies.applicants.title')} intro={title && t('vacancies.applicants.for', { title: isolate(title) })} />
      {content}
    </div>
  );
}

/**
 * /vacancies-posted/freelancers/{vacancyId} (see docs/reference.md#screens): the freelancers who
 * applied, paged with arrows and a page number from 1; Next only while
 * doesNextExist; each with the application's panel (the hiring pipeline), a status filter with
 * counts and an order in the URL, and a bulk decline. Logged-in users only; the server answers only the poster.
 */
export function VacancyApplicantsPage() {
  const { vacancyId = '' } = useParams();
  return <Applicants key={vacancyId} vacancyId={vacancyId} />;
}
