import { useId } from 'react';
import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY, SAVED_SEARCH_NAME_MAX, type SavedSearchKind } from '@contracts/alerts';
import { useCreateSavedSearchMutation } from '@/entities/saved-search';
import { alertsT as t } from '@/shared/i18n';
import { DialogForm, FormSelect, FormTextField, refusalMessage } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { saveSearchSchema, type SaveSearchValues } from '../model/schema';
import styles from './SaveSearch.module.css';

export interface SaveSearchDialogProps {
  kind: SavedSearchKind;
  /** The page's filters as its query string (savedQuery). */
  query: string;
  /** The name offered, from the filters. */
  name: string;
  onClose: () => void;
}

/** Name and frequency of the search on the page, sent with POST /saved-searches; a refusal is a toast in the page's language. */
export function SaveSearchDialog({ kind, query, name, onClose }: SaveSearchDialogProps) {
  const [create] = useCreateSavedSearchMutation();
  const introId = useId();
  const send = async (values: SaveSearchValues) => {
    const result = await create({ kind, query, name: values.name.trim(), frequency: values.frequency });
    if ('error' in result) {
      const message = refusalMessage(result.error, t('alerts.save.failed'));
      if (message) notify(message, 'error');
      return;
    }
    notify(t('alerts.save.done'), 'success');
    onClose();
  };
  return (
    <DialogForm<SaveSearchValues>
      open
      onClose={onClose}
      title={t('alerts.save.title')}
      descriptionId={introId}
      cancelLabel={t('alerts.save.cancel')}
      submitLabel={t('alerts.save.submit')}
      initialValues={{ name, frequency: DEFAULT_ALERT_FREQUENCY }}
      validationSchema={saveSearchSchema}
      className={styles.form}
      onSubmit={send}
    >
      {() => (
        <>
          <p id={introId} className={styles.intro}>
            {t('alerts.save.intro')}
          </p>
          <FormTextField name="name" label={t('alerts.save.name')} maxLength={SAVED_SEARCH_NAME_MAX} dir="auto" required />
          <FormSelect
            name="frequency"
            label={t('alerts.save.frequency')}
            hint={t('alerts.save.frequencyHint')}
            options={ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`alerts.frequency.${frequency}`) }))}
          />
        </>
      )}
    </DialogForm>
  );
}
