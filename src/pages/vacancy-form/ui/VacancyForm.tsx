import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useFormikContext } from 'formik';
import { useLocation, useNavigate } from 'react-router';
import { referenceLists, type ReferenceData } from '@contracts/reference';
import type { Vacancy } from '@contracts/vacancy';
import type { MyProfile } from '@contracts/user';
import { useCreateVacancyMutation, useUpdateVacancyMutation } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { vacanciesT as t } from '@/shared/i18n';
import { clearDraft } from '@/shared/auth';
import { FormShell, FormSubmit, RestoreDraft, UnsavedChangesGuard, keepDraftIfSessionEnded, useKeptDraft, withSaveToasts, type KeptDraft } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { useDelayedNavigate } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Alert, Button, ButtonLink, ConfirmDialog } from '@/shared/ui';
import { useVacancyDeletion } from '../model/useVacancyDeletion';
import { buildVacancyFormData, toFormValues, validateVacancy, type VacancyFormMode, type VacancyFormValues } from '../model/vacancyForm';
import { ContactSection, RequirementSections, VacancySection } from './VacancyFormSections';
import styles from './VacancyForm.module.css';

export interface VacancyFormProps {
  mode: VacancyFormMode;
  /** edit: the stored vacancy. */
  vacancy?: Vacancy;
  profile: MyProfile;
  reference: ReferenceData | undefined;
  /** edit: called once the vacancy is deleted, before the app moves on to the posted list. */
  onDeleted?: () => void;
}

/** Which kept draft the create form uses (with the user id); the edit form keeps none (docs/decisions.md). */
const KEPT_DRAFT = 'vacancy-create';

/** What a kept draft holds: everything typed, not the PDF (files cannot be stored) nor the contact (always the account's). */
type KeptVacancy = Omit<VacancyFormValues, 'file' | 'deleteFile' | 'contact'>;
const keptOf = ({ file: _file, deleteFile: _deleteFile, contact: _contact, ...kept }: VacancyFormValues): KeptVacancy => kept;

/** A draft goes back into the form without a PDF; the contact always comes from the account as it is now. */
const restoreVacancy = (current: VacancyFormValues, draft: Partial<VacancyFormValues>): VacancyFormValues => ({
  ...current,
  ...draft,
  contact: current.contact,
  file: null,
  deleteFile: false,
});

interface KeptDraftNoticeProps {
  /** The user whose draft is kept; none on the edit form. */
  userId: string | undefined;
  initialValues: VacancyFormValues;
  /** Saved or deleted: nothing more is kept. */
  done: boolean;
  /** Lets the form forget the draft the moment the vacancy is saved. */
  handle: Ref<KeptDraft>;
}

/** Keeps the create form's draft while it is typed, gives it back on opening and says so, with a way to discard it. */
function KeptDraftNotice({ userId, initialValues, done, handle }: KeptDraftNoticeProps) {
  const form = useFormikContext<VacancyFormValues>();
  const kept = useKeptDraft<KeptVacancy>({
    userId,
    form: KEPT_DRAFT,
    draft: keptOf(form.values),
    dirty: form.dirty,
    enabled: !done,
    restore: (draft) => void form.setValues((current) => restoreVacancy(current, draft), false),
  });
  useImperativeHandle(handle, () => kept, [kept.restored, kept.clear]);
  if (!kept.restored) return null;
  const discard = () => {
    kept.clear();
    form.resetForm({ values: initialValues });
    notify(t('vacancies.form.draftDiscarded'), 'info');
  };
  return (
    <Alert tone="info" className={styles.draftNotice}>
      <span>{t('vacancies.form.draftRestored')}</span>{' '}
      <Button size="sm" variant="link" onClick={discard}>
        {t('vacancies.form.draftDiscard')}
      </Button>
    </Alert>
  );
}

/** Save, Cancel (back to the posted list) and, when editing, Delete; disabled once saved or deleted. */
function VacancyFormActions({ mode, done, onDelete }: { mode: VacancyFormMode; done: boolean; onDelete: () => void }) {
  return (
    <div className={styles.actions}>
      <FormSubmit size="lg" disabled={done}>
        {t(mode === 'create' ? 'vacancies.form.submitCreate' : 'vacancies.form.submitEdit')}
      </FormSubmit>
      <ButtonLink to={paths.vacanciesPosted} variant="link">
        {t('vacancies.form.cancel')}
      </ButtonLink>
      {mode === 'edit' && (
        <Button variant="danger" className={styles.delete} disabled={done} onClick={onDelete}>
          {t('vacancies.form.delete')}
        </Button>
      )}
    </div>
  );
}

/**
 * The vacancy create/edit form: every field of docs/reference.md#data under its form name,
 * the checks of docs/reference.md#validation (vacancySchema from contracts, so the server applies
 * the same rules), the read-only contact from the account, the PDF, and the
 * toasts and redirects of docs/reference.md#states, #errors. Leaving with unsaved changes asks; the
 * create form keeps a draft on this device while it is typed.
 */
export function VacancyForm({ mode, vacancy, profile, reference, onDeleted }: VacancyFormProps) {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [create] = useCreateVacancyMutation();
  const [update] = useUpdateVacancyMutation();
  const [done, setDone] = useState(false);
  /** Set the moment the vacancy is saved or deleted, before navigating: leaving then does not ask. */
  const finished = useRef(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const keptDraft = useRef<KeptDraft>(null);
  const deletion = useVacancyDeletion(vacancy, () => {
    finished.current = true;
    setDone(true);
    onDeleted?.();
  });

  const initialValues = useMemo(() => toFormValues(vacancy, profile), [vacancy, profile]);
  // A session that ends during the save keeps the typed vacancy (not the PDF) for after the next login, for this user only.
  const { pathname: draftPath } = useLocation();
  const userId = profile.user.id;
  // The same lists the server checks against, once the reference data has loaded.
  const lists = useMemo(() => (reference ? referenceLists(reference) : undefined), [reference]);
  const submit = async (values: VacancyFormValues) => {
    setServerError(null);
    const body = buildVacancyFormData(values, mode);
    try {
      if (mode === 'create') {
        await withSaveToasts({ pending: t('vacancies.form.creating') }, () => create(body).unwrap());
      } else {
        await withSaveToasts({ pending: t('vacancies.form.updating') }, () => update({ id: vacancy?.id ?? '', body }).unwrap());
      }
      finished.current = true;
      clearDraft(userId, draftPath);
      keptDraft.current?.clear();
      setDone(true);
      if (mode === 'create') {
        notify(t('vacancies.form.created'), 'success');
        navigateLater(paths.vacanciesPosted, REDIRECT_DELAY_MS.vacancyCreate);
      } else {
        notify(t('vacancies.form.updated'), 'success');
        void navigate(paths.vacanciesPosted);
      }
    } catch (error) {
      if (keepDraftIfSessionEnded(error, userId, draftPath, { ...values, file: null, deleteFile: false })) return;
      notify(t(mode === 'create' ? 'vacancies.form.createFailed' : 'vacancies.form.updateFailed'), 'error');
      setServerError(errorMessage(error as Parameters<typeof errorMessage>[0]) ?? null);
    }
  };

  return (
    <FormShell
      className={styles.form}
      initialValues={initialValues}
      validate={(values) => validateVacancy(values, mode, new Date(), lists)}
      onSubmit={submit}
      fixErrors={t('vacancies.form.fixErrors')}
    >
      {(form) => (
        <>
          <RestoreDraft<VacancyFormValues> userId={userId} path={draftPath} merge={restoreVacancy} />
          <KeptDraftNotice userId={mode === 'create' ? userId : undefined} initialValues={initialValues} done={done} handle={keptDraft} />
          <VacancySection mode={mode} vacancy={vacancy} reference={reference} />
          <RequirementSections reference={reference} />
          <ContactSection />

          {serverError && <Alert tone="danger">{serverError}</Alert>}

          <VacancyFormActions mode={mode} done={done} onDelete={deletion.ask} />
          <UnsavedChangesGuard
            when={() => form.dirty && !finished.current}
            hint={mode === 'create' ? t('vacancies.form.leaveDraftHint') : undefined}
          />
          {mode === 'edit' && (
            <ConfirmDialog
              action={t('vacancies.form.deleteConfirm')}
              hint={t('vacancies.form.deleteHint')}
              danger
              {...deletion.dialog}
            />
          )}
        </>
      )}
    </FormShell>
  );
}
