import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Vacancy } from '@contracts/vacancy';
import { useDeleteVacancyMutation } from '@/entities/vacancy';
import { vacanciesT as t } from '@/shared/i18n';
import { withSaveToasts } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';

/**
 * Deleting the edited vacancy after a confirmation: `ask` opens it, `dialog` are the confirmation's state and
 * handlers. Once deleted, `onDeleted` runs before the app moves on to the posted list.
 */
export function useVacancyDeletion(vacancy: Vacancy | undefined, onDeleted: () => void) {
  const navigate = useNavigate();
  const [remove, { isLoading: deleting }] = useDeleteVacancyMutation();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    if (!vacancy) return;
    try {
      await withSaveToasts({ pending: t('vacancies.form.deleting'), done: t('vacancies.form.deleted') }, () => remove(vacancy.id).unwrap());
      onDeleted();
      setOpen(false);
      void navigate(paths.vacanciesPosted);
    } catch {
      setOpen(false);
      notify(t('vacancies.form.deleteFailed'), 'error');
    }
  };

  return {
    ask: () => setOpen(true),
    dialog: { open, loading: deleting, onConfirm: () => void confirm(), onCancel: () => setOpen(false) },
  };
}
