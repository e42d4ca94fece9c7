import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { applicationMsg, PROPOSAL_LIMITS } from '@contracts/application';
import { proposalFormSchema } from '@contracts/application-schema';
import { localizeRule, vacanciesT as t } from '@/shared/i18n';
import { FormDateField, FormNumberField, FormShell, FormSubmit, FormTextArea, useKeptDraft } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, FileField, fileNameClass } from '@/shared/ui';
import { EMPTY_PROPOSAL, proposalDraftName, type ProposalDraft, type ProposalValues } from '../model/proposal';
import styles from './ProposalForm.module.css';

interface DraftProps {
  userId: string;
  vacancyId: string;
  /** Once sent: keep no more. */
  done: boolean;
  /** Set to the draft's clear, for the form to call once the proposal is sent. */
  clearRef: RefObject<() => void>;
}

/** Keeps what the freelancer writes on this device while they write it, gives it back when they open the form again, and says so. */
function KeptProposal({ userId, vacancyId, done, clearRef }: DraftProps) {
  const form = useFormikContext<ProposalValues>();
  const { coverLetter, proposedRate, availableFrom } = form.values;
  const kept = useKeptDraft<ProposalDraft>({
    userId,
    form: proposalDraftName(vacancyId),
    draft: { coverLetter, proposedRate, availableFrom },
    dirty: form.dirty,
    enabled: !done,
    restore: (draft) => void form.setValues({ ...EMPTY_PROPOSAL, coverLetter: draft.coverLetter ?? '', proposedRate: draft.proposedRate ?? '', availableFrom: draft.availableFrom ?? '' }, false),
  });
  useEffect(() => {
    clearRef.current = kept.clear;
  }, [clearRef, kept.clear]);
  if (!kept.restored) return null;
  const discard = () => {
    kept.clear();
    form.resetForm({ values: EMPTY_PROPOSAL });
    notify(t('vacancies.form.draftDiscarded'), 'info');
  };
  return (
    <Alert tone="info" className={styles.notice}>
      <span>{t('vacancies.proposal.draftRestored')}</span>{' '}
      <Button size="sm" variant="link" onClick={discard}>
        {t('vacancies.form.draftDiscard')}
      </Button>
    </Alert>
  );
}

export interface ProposalFormProps {
  initialValues: ProposalValues;
  /** Sends the proposal: true once sent; false leaves the form as typed (the caller said why). */
  onSubmit: (values: ProposalValues) => Promise<boolean>;
  onCancel: () => void;
  submitLabel: string;
  /** A new application keeps a draft per user and vacancy while it is written. */
  draft?: { userId: string; vacancyId: string };
  /** The vacancy's own hourly rate, shown beside the proposed one. */
  vacancyRate?: string;
  /** The proposal already has a PDF (an edit): replace or remove it. */
  storedFile?: boolean;
}

/** The optional PDF: choose or replace one, remove the new one or the stored one, undo that. */
function ProposalFile({ stored }: { stored: boolean }) {
  const form = useFormikContext<ProposalValues>();
  const { file, deleteFile } = form.values;
  const [error, setError] = useState<string | undefined>();
  const keeps = stored && !deleteFile;
  return (
    <FileField
      label={t('vacancies.proposal.file')}
      hint={t('vacancies.proposal.fileHint')}
      name="file"
      accept="application/pdf,.pdf"
      buttonText={file || keeps ? t('vacancies.form.fileReplace') : t('vacancies.form.fileChoose')}
      error={error}
      onFile={(chosen) => {
        const refusal = chosen.size > PROPOSAL_LIMITS.fileBytes ? applicationMsg.fileTooLarge : !/\.pdf$/i.test(chosen.name) && chosen.type !== 'application/pdf' ? applicationMsg.fileNotPdf : null;
        setError(refusal ? localizeRule(refusal) : undefined);
        if (!refusal) void form.setFieldValue('file', chosen);
      }}
    >
      {file && (
        <>
          <span className={fileNameClass}>{file.name}</span>
          <Button size="sm" variant="link" onClick={() => void form.setFieldValue('file', null)}>
            {t('vacancies.form.fileRemove')}
          </Button>
        </>
      )}
      {!file && keeps && (
        <>
          <span className={fileNameClass}>{t('vacancies.proposal.fileStored')}</span>
          <Button size="sm" variant="link" onClick={() => void form.setFieldValue('deleteFile', true)}>
            {t('vacancies.form.fileRemove')}
          </Button>
        </>
      )}
      {!file && stored && deleteFile && (
        <>
          <span className={fileNameClass}>{t('vacancies.form.fileRemoved')}</span>
          <Button size="sm" variant="link" onClick={() => void form.setFieldValue('deleteFile', false)}>
            {t('vacancies.form.fileUndo')}
          </Button>
        </>
      )}
    </FileField>
  );
}

/** A proposal: the cover letter (required), a proposed hourly rate and the date the freelancer is available from (both optional). */
export function ProposalForm({ initialValues, onSubmit, onCancel, submitLabel, draft, vacancyRate, storedFile = false }: ProposalFormProps) {
  const clearDraft = useRef<() => void>(() => undefined);
  const [done, setDone] = useState(false);
  const submit = async (values: ProposalValues) => {
    if (!(await onSubmit(values))) return;
    setDone(true);
    clearDraft.current();
  };
  return (
    <FormShell<ProposalValues> initialValues={initialValues} validationSchema={proposalFormSchema} onSubmit={submit} className={styles.form}>
      {() => (
        <>
          {draft && <KeptProposal userId={draft.userId} vacancyId={draft.vacancyId} done={done} clearRef={clearDraft} />}
          <FormTextArea
            name="coverLetter"
            label={t('vacancies.proposal.coverLetter')}
            hint={t('vacancies.proposal.coverLetterHint')}
            required
            rows={8}
            dir="auto"
            maxLength={PROPOSAL_LIMITS.coverLetter}
            enforceMaxLength={false}
          />
          <div className={styles.row}>
            <FormNumberField
              name="proposedRate"
              label={t('vacancies.proposal.rate')}
              hint={vacancyRate ? t('vacancies.proposal.rateHintWithVacancy', { rate: vacancyRate }) : t('vacancies.proposal.rateHint')}
            />
            <FormDateField name="availableFrom" label={t('vacancies.proposal.availableFrom')} />
          </div>
          <ProposalFile stored={storedFile} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel}>
              {t('vacancies.proposal.cancel')}
            </Button>
            <FormSubmit>{submitLabel}</FormSubmit>
          </div>
        </>
      )}
    </FormShell>
  );
}
