import { useState } from 'react';
import { useDeclineApplicationsMutation } from '@/entities/vacancy';
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
  const [decline] = useDeclineApplicationsMutation();
  const n = applicationIds.length;
  const confirm = async (message: string) => {
    const declined = await decline({ vacancyId, applicationIds, message }).unwrap();
    setOpen(false);
    onDone();
    notify(t('vacancies.applicants.done.declinedMany', { n: declined.length }), 'success');
  };
  return (
    <>
      <Button size="sm" variant="danger" disabled={n === 0} onClick={() => setOpen(true)}>
        {t('vacancies.applicants.declineSelected', { n })}
      </Button>
      <StatusDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('vacancies.applicants.declineManyTitle', { n })}
        hint={t('vacancies.applicants.declineHint')}
        confirmLabel={t('vacancies.applicants.decline')}
        onConfirm={({ message }) => confirm(message)}
      />
    </>
  );
}
