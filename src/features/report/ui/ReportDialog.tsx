import { useId, useState } from 'react';
import { useFormikContext, type FormikHelpers } from 'formik';
import { REPORT_REASONS, REPORT_TEXT_MAX, itemReportSchema, type ReportKind, type ReportReason } from '@contracts/operator';
import { useReportItemMutation } from '@/entities/operator';
import { localizeRule, reportT as t } from '@/shared/i18n';
import { DialogForm, FormTextArea, fieldError, readServerError, showServerError } from '@/shared/lib/form';
import { Button, DialogActions, Modal } from '@/shared/ui';
import styles from './ReportDialog.module.css';

interface ReportValues {
  reason: ReportReason | '';
  text: string;
}

const formSchema = itemReportSchema.pick(['reason', 'text']);

/**
 * The reasons as radio buttons (labels report.reason.<reason>), their error under them once the form is sent: moving
 * between the radios is no reason to complain yet.
 */
function Reasons() {
  const form = useFormikContext<ReportValues>();
  const legendId = useId();
  const errorId = useId();
  const error = fieldError(form, 'reason');
  return (
    <fieldset className={styles.reasons} aria-labelledby={legendId} aria-describedby={error ? errorId : undefined}>
      <legend id={legendId} className={styles.legend}>
        {t('report.reasons')}
      </legend>
      {REPORT_REASONS.map((reason) => (
        <label key={reason} className={styles.reason}>
          <input type="radio" name="reason" value={reason} checked={form.values.reason === reason} onChange={() => void form.setFieldValue('reason', reason)} />
          {t(`report.reason.${reason}`)}
        </label>
      ))}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface ReportDialogProps {
  kind: ReportKind;
  id: string;
  onClose: () => void;
}

/**
 * The report of a freelancer profile, a vacancy or a company page: a reason from the list and the member's words
 * (needed with "Other"), then thanks; a second report of the same item says it was reported already.
 */
export function ReportDialog({ kind, id, onClose }: ReportDialogProps) {
  const [report] = useReportItemMutation();
  const [outcome, setOutcome] = useState<{ title: string; text: string } | null>(null);
  const introId = useId();

  const send = async ({ reason, text }: ReportValues, helpers: FormikHelpers<ReportValues>) => {
    const result = await report({ kind, id, reason: reason as ReportReason, text });
    if (!('error' in result)) {
      setOutcome({ title: t('report.doneTitle'), text: t('report.done') });
      return;
    }
    const { status, message } = readServerError(result.error);
    if (status === 409 && message) setOutcome({ title: t('report.alreadyTitle'), text: localizeRule(message) });
    else showServerError(result.error, helpers, {}, t('report.error'));
  };

  if (outcome) {
    return (
      <Modal open onClose={onClose} title={outcome.title}>
        <p className={styles.done} role="status">
          {outcome.text}
        </p>
        <DialogActions>
          <Button onClick={onClose}>{t('report.close')}</Button>
        </DialogActions>
      </Modal>
    );
  }
  return (
    <DialogForm<ReportValues>
      open
      onClose={onClose}
      title={t(`report.title.${kind}`)}
      descriptionId={introId}
      cancelLabel={t('report.cancel')}
      submitLabel={t('report.send')}
      canSubmit={({ reason }) => reason !== ''}
      initialValues={{ reason: '', text: '' }}
      validationSchema={formSchema}
      onSubmit={send}
    >
      {() => (
        <>
          <p id={introId} className={styles.intro}>
            {t('report.intro')}
          </p>
          <Reasons />
          <FormTextArea name="text" label={t('report.text')} hint={t('report.textHint')} rows={3} dir="auto" maxLength={REPORT_TEXT_MAX} />
        </>
      )}
    </DialogForm>
  );
}
