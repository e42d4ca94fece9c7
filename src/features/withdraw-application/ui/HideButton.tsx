import { useState } from 'react';
import { useHideApplicationMutation } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, ConfirmDialog, type ButtonSize } from '@/shared/ui';

export interface HideButtonProps {
  vacancyId: string;
  /** For the accessible name; empty for a removed vacancy. */
  title: string;
  size?: ButtonSize;
}

/**
 * Hide on an applied vacancy card once the business has decided the application (hired, declined, position filled):
 * after a confirmation the application leaves the caller's list; the business's side does not change.
 */
export function HideButton({ vacancyId, title, size = 'md' }: HideButtonProps) {
  const [open, setOpen] = useState(false);
  const [hide, { isLoading }] = useHideApplicationMutation();

  const confirm = async () => {
    try {
      await hide({ vacancyId }).unwrap();
      notify(t('vacancies.hide.success'), 'success');
    } catch (failure) {
      notify(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('vacancies.hide.failed'), 'error');
    }
    setOpen(false);
  };

  return (
    <>
      <Button size={size} variant="outline" aria-label={title ? t('vacancies.hide.label', { title }) : undefined} onClick={() => setOpen(true)}>
        {t('vacancies.hide.button')}
      </Button>
      <ConfirmDialog open={open} action={t('vacancies.hide.confirm')} hint={t('vacancies.hide.hint')} loading={isLoading} onConfirm={() => void confirm()} onCancel={() => setOpen(false)} />
    </>
  );
}
