import { useState } from 'react';
import { useWithdrawApplicationMutation } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, ConfirmDialog, type ButtonSize } from '@/shared/ui';

export interface WithdrawButtonProps {
  vacancyId: string;
  /** The 'on' timestamp of the application: DELETE /vacancy/time sends it as `time`. */
  appliedOn: string;
  /** For the accessible name; empty for a removed vacancy. */
  title: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * The Delete button of an applied vacancy card (see docs/reference.md#screens): after a
 * confirmation it withdraws the application (DELETE /vacancy/time {time}) and
 * says 'Vacancy deleted successfully' (see docs/reference.md#errors).
 */
export function WithdrawButton({ vacancyId, appliedOn, title, size = 'md', className }: WithdrawButtonProps) {
  const [open, setOpen] = useState(false);
  const [withdraw, { isLoading }] = useWithdrawApplicationMutation();

  const confirm = async () => {
    try {
      await withdraw({ time: appliedOn, vacancyId }).unwrap();
      setOpen(false);
      notify(t('vacancies.withdraw.success'), 'success');
    } catch (failure) {
      setOpen(false);
      // A decided application is refused with the server's reason (hide it instead).
      const refusal = failure as Parameters<typeof errorMessage>[0];
      notify((refusal && 'status' in refusal && refusal.status === 409 && errorMessage(refusal)) || t('vacancies.withdraw.failed'), 'error');
    }
  };

  return (
    <>
      <Button
        size={size}
        variant="danger"
        className={className}
        aria-label={title ? t('vacancies.withdraw.label', { title }) : undefined}
        onClick={() => setOpen(true)}
      >
        {t('vacancies.withdraw.button')}
      </Button>
      <ConfirmDialog
        open={open}
        action={t('vacancies.withdraw.confirm')}
        hint={t('vacancies.withdraw.hint')}
        danger
        loading={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
