import { useState } from 'react';
import { useDeclineApplicationsMutation } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui';
import { StatusDialog } from './StatusDialog';

export interface BulkDeclineProps {
  vacancyId: string;
  applicationIds: string[];
  /** After the decline: the selection is spent. */
  onDone: () => void;
}

/** "Decline selected (n)": one message to every freelancer chosen, one e-mail each. */
export function BulkDecline({ vacancyId, applicationIds, onDone }: BulkDeclineProps) {
  const [open, setOpen] = useState(false);
  const [decline, { isLoading }] = useDeclineApplicationsMutation();
  const n = applicationIds.length;
  const confirm = async (message: string) => {
    try {
      const declined = await decline({ vacancyId, applicationIds, message }).unwrap();
      setOpen(false);
      onDone();
      notify(t('vacancies.applicants.done.declinedMany', { n: declined.length }), 'success');
    } catch (failure) {
      notify(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('vacancies.applicants.failed'), 'error');
    }
  };
  return (
    <>
      <Button size="sm" variant="danger" disabled={n === 0} onClick={() => setOpen(true)}>
        {t('vacancies.applicants.declineSelected', { n })}
      </Button>
      {open && (
        <StatusDialog
          open
          onClose={() => setOpen(false)}
          title={t('vacancies.applicants.declineManyTitle', { n })}
          hint={t('vacancies.applicants.declineHint')}
          confirmLabel={t('vacancies.applicants.decline')}
          busy={isLoading}
          onConfirm={({ message }) => void confirm(message)}
        />
      )}
    </>
  );
}
