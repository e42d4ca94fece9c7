import { useId, useState, type ReactNode } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@contracts/application';
import { useParams, useSearchParams } from 'react-router';
import { useGetApplicantsQuery, useGetVacancyQuery, type Applicant } from '@/entities/vacancy';
import { BulkActions } from '@/features/manage-applications';
import { isolate, vacanciesT as t } from '@/shared/i18n';
import { usePageParam } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Alert, EmptyState, PageHeader, Pager, Select, Spinner, type ArrowsPagerText } from '@/shared/ui';
import { ApplicantRow } from './ApplicantRow';
import { StageTabs, stageTabId } from './StageTabs';
import { SuggestedFreelancers } from './SuggestedFreelancers';
import styles from './VacancyApplicantsPage.module.css';

type Sort = 'date' | 'rate';

const statusOf = (params: URLSearchParams): ApplicationStatus | undefined => APPLICATION_STATUSES.find((status) => status === params.get('status'));
const sortOf = (params: URLSearchParams): Sort => (params.get('sort') === 'rate' ? 'rate' : 'date');

/** Arrows and a page number from 1; Next only while more exist (see docs/reference.md#screens). */
const arrowsText = (): ArrowsPagerText => ({
  label: t('vacancies.applicants.pager'),
  previousLabel: t('vacancies.applicants.previous'),
  nextLabel: t('vacancies.applicants.next'),
  current: (n) => t('vacancies.applicants.page', { n }),
});

/** The applications chosen for a bulk move, on the page shown. */
function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const choose = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, choose, clear: () => setSelected(new Set()) };
}

interface PipelinePageProps {
  vacancyId: string;
  applicants: Applicant[];
  /** The business's name, for the review of a hire. */
  ownName: string;
  /** One stage is shown (its own empty message). */
  filtered: boolean;
  pager: ReactNode;
}

/** One page of one stage: the bulk bar, the rows, and the pager above and (on a long page) below them. Its selection is its own. */
function PipelinePage({ vacancyId, applicants, ownName, filtered, pager }: PipelinePageProps) {
  const { selected, choose, clear } = useSelection();
  if (applicants.length === 0) return <EmptyState title={t(filtered ? 'vacancies.applicants.emptyStatus' : 'vacancies.applicants.empty')} />;
  return (
    <>
      <BulkActions vacancyId={vacancyId} applicants={applicants} selected={selected} onSelectAll={choose} onDone={clear} />
      {pager}
      <ul className={styles.list}>
        {applicants.map((applicant) => (
          <ApplicantRow
            key={applicant.application.id}
            vacancyId={vacancyId}
            applicant={applicant}
            ownName={ownName}
            selected={selected.has(applicant.application.id)}
            onSelect={(on) => choose([applicant.application.id], on)}
          />
        ))}
      </ul>
      {applicants.length > 5 && pager}
    </>
  );
}

/** Why the list cannot show: the server's refusals say what they are (403 to anyone but the poster); other failures ask to try again. */
function ApplicantsFailure({ refusal }: { refusal: unknown }) {
  if (refusal === 403) return <EmptyState title={t('vacancies.applicants.notYours')} />;
  if (refusal === 404) return <EmptyState title={t('vacancies.applicants.notFound')} />;
  return <Alert tone="danger">{t('vacancies.applicants.error')}</Alert>;
}

/** The stage, order and page in the URL (one history entry each, so Back returns); a new stage or order starts at the first page. */
function usePipelineParams() {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const status = statusOf(params);
  const sort = sortOf(params);
  const show = (next: { status?: ApplicationStatus; sort?: string }) => {
    const query = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    const nextSort = next.sort ?? sort;
    if (nextStatus) query.set('status', nextStatus);
    if (nextSort === 'rate') query.set('sort', nextSort);
    setParams(query, { preventScrollReset: true });
  };
  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return { status, sort, page, show, goTo };
}

function Applicants({ vacancyId }: { vacancyId: string }) {
  const { status, sort, page, show, goTo } = usePipelineParams();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const { data: vacancy } = useGetVacancyQuery(vacancyId);
  // This list's API pages start at 1 (docs/reference.md#limits). The tabs keep the last counts while a stage loads.
  const { data, currentData, isLoading, isFetching, isError, error } = useGetApplicantsQuery({ vacancyId, page: page + 1, status, sort });
  const title = vacancy?.title?.trim();

  let content;
  if (isLoading) content = <Spinner size="lg" />;
  else if (isError) content = <ApplicantsFailure refusal={error && 'status' in error ? error.status : null} />;
  else
    content = (
      <>
        <div className={styles.toolbar}>
          <StageTabs status={status} counts={data?.counts} idPrefix={ids} panelId={panelId} onChoose={(stage) => show({ status: stage })} />
          <Select
            label={t('vacancies.applicants.sort')}
            value={sort}
            onChange={(event) => show({ sort: event.target.value })}
            options={[
              { value: 'date', label: t('vacancies.applicants.sort.date') },
              { value: 'rate', label: t('vacancies.applicants.sort.rate') },
            ]}
            className={styles.sort}
          />
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={stageTabId(ids, status)} aria-busy={isFetching} className={styles.panel}>
          {currentData ? (
            <PipelinePage
              key={`${status ?? ''}:${sort}:${page}`}
              vacancyId={vacancyId}
              applicants={currentData.data}
              ownName={vacancy?.company?.name ?? ''}
              filtered={Boolean(status)}
              pager={<Pager variant="arrows" page={page} hasNext={currentData.doesNextExist} onChange={goTo} text={arrowsText()} />}
            />
          ) : (
            <Spinner size="lg" />
          )}
        </div>
      </>
    );

  return (
    <div className={styles.page}>
      <PageHeader back={{ to: paths.vacanciesPosted, label: t('vacancies.applicants.back') }} title={t('vacancies.applicants.title')} intro={title && t('vacancies.applicants.for', { title: isolate(title) })} />
      {content}
      {!isError && <SuggestedFreelancers vacancyId={vacancyId} />}
    </div>
  );
}

/**
 * /vacancies-posted/freelancers/{vacancyId} (see docs/reference.md#screens): the hiring pipeline of one vacancy as
 * compact rows that open in place on the proposal, under stage tabs with the server's counts; the stage, the order
 * and the page (arrows and a page number from 1; Next only while doesNextExist) live in the URL; bulk shortlist and
 * decline of what is chosen on the page. Logged-in users only; the server answers only the poster.
 */
export function VacancyApplicantsPage() {
  const { vacancyId = '' } = useParams();
  return <Applicants key={vacancyId} vacancyId={vacancyId} />;
}
