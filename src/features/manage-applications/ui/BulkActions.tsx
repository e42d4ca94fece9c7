import { useEffect, useRef, useState } from 'react';
import { BULK_STATUSES, NEXT_STATUSES, type BulkStatus } from '@contracts/application';
import { useMoveApplicationsMutation, type Applicant } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, Checkbox } from '@/shared/ui';
import { StatusDialog } from './StatusDialog';
import styles from './ManageApplications.module.css';

/** Whether an application can still make a move the bulk actions offer (so it has a checkbox). */
export const isBulkSelectable = (applicant: Applicant): boolean => BULK_STATUSES.some((to) => NEXT_STATUSES[applicant.application.status].includes(to));

const idsThatMay = (applicants: readonly Applicant[], to: BulkStatus) => applicants.filter((applicant) => NEXT_STATUSES[applicant.application.status].includes(to)).map((applicant) => applicant.application.id);

export interface BulkActionsProps {
  vacancyId: string;
  /** The applicants on this page. */
  applicants: readonly Applicant[];
  /** The ids of the applications chosen. */
  selected: ReadonlySet<string>;
  /** Chooses or lets go every application of the page that has a checkbox. */
  onSelectAll: (applicationIds: string[], on: boolean) => void;
  /** After a move: the selection is spent. */
  onDone: () => void;
}

/**
 * The bar above the applicants: "Select all on this page", how many are chosen, "Shortlist selected (n)" at once and
 * "Decline selected (n)" after a dialog with one optional message. Each button counts only those that can make its
 * move; after a move the focus comes back to the bar, and a toast says how many moved.
 */
export function BulkActions({ vacancyId, applicants, selected, onSelectAll, onDone }: BulkActionsProps) {
  const [declining, setDeclining] = useState(false);
  const [move, { isLoading }] = useMoveApplicationsMutation();
  const bar = useRef<HTMLDivElement>(null);
  const all = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const selectable = applicants.filter(isBulkSelectable);
  const chosen = selectable.filter((applicant) => selected.has(applicant.application.id));
  const everyone = selectable.length > 0 && chosen.length === selectable.length;
  const toShortlist = idsThatMay(chosen, 'shortlisted');
  const toDecline = idsThatMay(chosen, 'declined');
  useEffect(() => {
    if (all.current) all.current.indeterminate = chosen.length > 0 && !everyone;
    // After a move the button pressed is disabled (and the dialog has given the focus back to it): the bar takes it.
    if (refocus.current && !declining) {
      refocus.current = false;
      bar.current?.focus();
    }
  });

  const run = async (status: BulkStatus, applicationIds: string[], message = '') => {
    const moved = await move({ vacancyId, status, applicationIds, message }).unwrap();
    refocus.current = true;
    setDeclining(false);
    onDone();
    notify(t(status === 'shortlisted' ? 'vacancies.applicants.done.shortlistedMany' : 'vacancies.applicants.done.declinedMany', { n: moved.length }), 'success');
  };
  const shortlist = () => void run('shortlisted', toShortlist).catch((failure: unknown) => notify(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('vacancies.applicants.failed'), 'error'));

  return (
    <div ref={bar} className={styles.bulk} role="group" aria-label={t('vacancies.applicants.bulk')} tabIndex={-1}>
      <Checkbox
        ref={all}
        label={t('vacancies.applicants.selectAll')}
        checked={everyone}
        disabled={selectable.length === 0}
        onChange={(event) => onSelectAll(selectable.map((applicant) => applicant.application.id), event.target.checked)}
        className={styles.select}
      />
      <span role="status" className={styles.count}>
        {t('vacancies.applicants.selected', { n: chosen.length })}
      </span>
      <div className={styles.actions}>
        <Button size="sm" variant="outline" disabled={toShortlist.length === 0} loading={isLoading && !declining} onClick={shortlist}>
          {t('vacancies.applicants.shortlistSelected', { n: toShortlist.length })}
        </Button>
        <Button size="sm" variant="danger" disabled={toDecline.length === 0} onClick={() => setDeclining(true)}>
          {t('vacancies.applicants.declineSelected', { n: toDecline.length })}
        </Button>
      </div>
      <StatusDialog
        open={declining}
        onClose={() => setDeclining(false)}
        title={t('vacancies.applicants.declineManyTitle', { n: toDecline.length })}
        hint={t('vacancies.applicants.declineHint')}
        confirmLabel={t('vacancies.applicants.decline')}
        onConfirm={({ message }) => run('declined', toDecline, message)}
      />
    </div>
  );
}
