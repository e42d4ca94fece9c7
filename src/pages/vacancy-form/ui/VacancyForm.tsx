import '../i18n';
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { Link, useLocation, useNavigate } from 'react-router';
import { PAID_OPTIONS, referenceLists, type Option, type ReferenceData } from '@contracts/reference';
import { ANY, ANY_NATIONALITY, VACANCY_LIMITS, tomorrowIso, type Vacancy } from '@contracts/vacancy';
import type { MyProfile } from '@contracts/user';
import { DATE_RANGES, isoDayFrom } from '@contracts/dates';
import { countryOptions } from '@/entities/reference';
import { useCreateVacancyMutation, useDeleteVacancyMutation, useUpdateVacancyMutation } from '@/entities/vacancy';
import { errorMessage } from '@/shared/api';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { languageName, t, type MessageKey } from '@/shared/i18n';
import { clearDraft } from '@/shared/auth';
import { fieldError, keepDraftIfSessionEnded, useRestoreDraft } from '@/shared/lib/form';
import { dismissToast, notify } from '@/shared/lib/notify';
import { useDelayedNavigate } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Alert, Button, ButtonLink, Checkbox, ConfirmDialog, Select, TagPicker, TextArea, TextField, cx, type SelectOption } from '@/shared/ui';
import { skillPickerText } from '@/widgets/freelancer-search-form';
import {
  ANY_FIELDS,
  buildVacancyFormData,
  fileSizeText,
  toFormValues,
  validateVacancy,
  type VacancyFormMode,
  type VacancyFormValues,
} from '../model/vacancyForm';
import styles from './VacancyForm.module.css';

export interface VacancyFormProps {
  mode: VacancyFormMode;
  /** edit: the stored vacancy. */
  vacancy?: Vacancy;
  profile: MyProfile;
  reference: ReferenceData | undefined;
}

type AnyField = (typeof ANY_FIELDS)[number];

const fromOptions = (list: readonly Option[] | undefined): SelectOption[] => (list ?? []).map((item) => ({ value: item.value, label: item.label }));

/** A titled block of the form. */
function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cx(styles.section, className)}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

/**
 * The vacancy create/edit form: every field of SPEC §3 under its form name,
 * the checks of SPEC §5 (vacancySchema from contracts, so the server applies
 * the same rules), the read-only contact from the account, the PDF, and the
 * toasts and redirects of SPEC §4/§8.
 */
export function VacancyForm({ mode, vacancy, profile, reference }: VacancyFormProps) {
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const [create] = useCreateVacancyMutation();
  const [update] = useUpdateVacancyMutation();
  const [remove, { isLoading: deleting }] = useDeleteVacancyMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const tomorrow = useMemo(() => tomorrowIso(), []);
  const lastExpiry = useMemo(() => isoDayFrom(new Date(), DATE_RANGES.vacancyExpiryDays), []);

  const initialValues = useMemo(() => toFormValues(vacancy, profile), [vacancy, profile]);
  // A session that ends during the save keeps the typed vacancy (not the PDF) for after the next login, for this user only.
  const { pathname: draftPath } = useLocation();
  const userId = profile.user.id;
  // The same lists the server checks against, once the reference data has loaded.
  const lists = useMemo(() => (reference ? referenceLists(reference) : undefined), [reference]);
  const form = useFormik<VacancyFormValues>({
    initialValues,
    validate: (values) => validateVacancy(values, mode, new Date(), lists),
    onSubmit: async (values) => {
      setServerError(null);
      const body = buildVacancyFormData(values, mode);
      const pending = notify(t(mode === 'create' ? 'vacancies.form.creating' : 'vacancies.form.updating'), 'info', { persist: true });
      try {
        if (mode === 'create') await create(body).unwrap();
        else await update({ id: vacancy?.id ?? '', body }).unwrap();
        dismissToast(pending);
        clearDraft(userId, draftPath);
        setDone(true);
        if (mode === 'create') {
          notify(t('vacancies.form.created'), 'success');
          navigateLater(paths.vacanciesPosted, REDIRECT_DELAY_MS.vacancyCreate);
        } else {
          notify(t('vacancies.form.updated'), 'success');
          void navigate(paths.vacanciesPosted);
        }
      } catch (error) {
        dismissToast(pending);
        if (keepDraftIfSessionEnded(error, userId, draftPath, { ...values, file: null, deleteFile: false })) return;
        notify(t(mode === 'create' ? 'vacancies.form.createFailed' : 'vacancies.form.updateFailed'), 'error');
        setServerError(errorMessage(error as Parameters<typeof errorMessage>[0]) ?? null);
      }
    },
  });
  const { values, setFieldValue, setFieldTouched } = form;
  const err = (name: string) => fieldError(form, name);
  useRestoreDraft<VacancyFormValues>(userId, draftPath, (draft) => {
    // The contact always comes from the account as it is now.
    void form.setValues({ ...form.values, ...draft, contact: form.values.contact, file: null, deleteFile: false }, false);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await form.validateForm();
    await form.submitForm();
    if (Object.keys(errors).length > 0) {
      notify(t('vacancies.form.fixErrors'), 'error');
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
    }
  };

  const deleteVacancy = async () => {
    if (!vacancy) return;
    const pending = notify(t('vacancies.form.deleting'), 'info', { persist: true });
    try {
      await remove(vacancy.id).unwrap();
      dismissToast(pending);
      setConfirmDelete(false);
      setDone(true);
      notify(t('vacancies.form.deleted'), 'success');
      void navigate(paths.vacanciesPosted);
    } catch {
      dismissToast(pending);
      setConfirmDelete(false);
      notify(t('vacancies.form.deleteFailed'), 'error');
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void setFieldValue('file', file);
    void setFieldTouched('file', true, false);
  };

  /** A select of reference values; those in ANY_FIELDS start with an Any choice. */
  const select = (name: AnyField | 'candidate.secondLanguage' | 'payment.flights' | 'payment.hotel', label: MessageKey, list: SelectOption[]) => {
    const [group, key] = name.split('.') as ['candidate' | 'location' | 'time' | 'payment', string];
    const value = (values[group] as Record<string, string>)[key];
    const withAny = (ANY_FIELDS as readonly string[]).includes(name);
    const options = withAny ? [{ value: ANY, label: t('vacancies.form.any') }, ...list] : list;
    const optional = name === 'candidate.secondLanguage';
    return (
      <Select
        label={t(label)}
        name={name}
        required={!optional}
        placeholder={t(optional ? 'vacancies.form.none' : 'vacancies.form.select')}
        options={options}
        value={value}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={err(name)}
      />
    );
  };

  const countries = countryOptions(reference?.country);
  const languages: SelectOption[] = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  const paid = PAID_OPTIONS.map((value) => ({ value, label: t(`vacancies.card.paid.${value}`) }));
  const anytime = values.time.startDate === 'Anytime';
  const storedFile = vacancy?.fileName && !values.deleteFile ? vacancy.fileName : null;
  const requirementsMax = mode === 'create' ? VACANCY_LIMITS.requirementsCreate : VACANCY_LIMITS.requirementsEdit;
  const fileError = err('file');

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Section title={t('vacancies.form.section.vacancy')}>
        <TextField
          label={t('vacancies.form.title')}
          hint={t('vacancies.form.titleHint')}
          name="title"
          required
          maxLength={VACANCY_LIMITS.title}
          value={values.title}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={err('title')}
          className={styles.full}
        />
        <Select
          label={t('vacancies.form.publish')}
          name="publish"
          required
          options={[
            { value: 'true', label: t('vacancies.form.publishYes') },
            { value: 'false', label: t('vacancies.form.publishNo') },
          ]}
          value={values.publish ? 'true' : 'false'}
          onChange={(event) => void setFieldValue('publish', event.target.value === 'true')}
          selectClassName={values.publish ? styles.publishYes : styles.publishNo}
        />
        <TextField
          label={t('vacancies.form.expiryDate')}
          hint={t('vacancies.form.expiryHint')}
          name="expiryDate"
          type="date"
          required
          min={tomorrow}
          max={lastExpiry}
          value={values.expiryDate}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={err('expiryDate')}
        />
        {!values.publish && (
          <Alert tone="warning" className={styles.full}>
            {t('vacancies.form.publishWarning')}
          </Alert>
        )}
        <TextArea
          label={t('vacancies.form.requirements')}
          hint={t('vacancies.form.requirementsHint')}
          name="requirements"
          required
          rows={6}
          maxLength={requirementsMax}
          enforceMaxLength={false}
          value={values.requirements}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={err('requirements')}
          className={styles.full}
        />
        <TagPicker
          label={t('vacancies.form.skills')}
          hint={t('vacancies.form.skillsHint')}
          required
          options={reference?.keySkills ?? []}
          value={values.requiredSkills}
          onChange={(skills) => {
            void setFieldValue('requiredSkills', skills);
            void setFieldTouched('requiredSkills', true, false);
          }}
          onBlur={() => void setFieldTouched('requiredSkills', true)}
          max={VACANCY_LIMITS.skills}
          text={skillPickerText()}
          error={err('requiredSkills')}
          className={styles.full}
        />
        <fieldset className={cx(styles.full, styles.choices)}>
          <legend className={styles.label}>{t('vacancies.form.roles')}</legend>
          <div className={styles.choiceRow}>
            <Checkbox label={t('vacancies.form.isTrainer')} name="isTrainer" checked={values.isTrainer} onChange={form.handleChange} />
            <Checkbox label={t('vacancies.form.isConsultant')} name="isConsultant" checked={values.isConsultant} onChange={form.handleChange} />
          </div>
        </fieldset>
        <div className={cx(styles.full, styles.fileField)}>
          <span className={styles.label} id={`${fileId}-label`}>
            {t('vacancies.form.file')}
          </span>
          <p className={styles.hint} id={`${fileId}-hint`}>
            {t('vacancies.form.fileHint')}
          </p>
          <div className={styles.fileRow}>
            <input
              ref={fileInput}
              id={fileId}
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              className={cx('visually-hidden', styles.fileInput)}
              // The field's title and the visible Choose/Replace text both name it (WCAG 2.5.3).
              aria-labelledby={`${fileId}-label ${fileId}-button`}
              aria-describedby={[`${fileId}-hint`, fileError ? `${fileId}-error` : ''].filter(Boolean).join(' ')}
              aria-invalid={fileError ? true : undefined}
              onChange={onFileChosen}
            />
            <label htmlFor={fileId} id={`${fileId}-button`} className={styles.fileButton}>
              {values.file || storedFile ? t('vacancies.form.fileReplace') : t('vacancies.form.fileChoose')}
            </label>
            {values.file && (
              <span className={styles.fileName}>{t('vacancies.form.fileNew', { name: values.file.name, size: fileSizeText(values.file.size) })}</span>
            )}
            {!values.file && storedFile && <span className={styles.fileName}>{t('vacancies.form.fileCurrent', { name: storedFile })}</span>}
            {values.file && (
              <Button size="sm" variant="link" onClick={() => void setFieldValue('file', null)}>
                {t('vacancies.form.fileRemove')}
              </Button>
            )}
            {!values.file && storedFile && (
              <Button size="sm" variant="link" onClick={() => void setFieldValue('deleteFile', true)}>
                {t('vacancies.form.fileRemove')}
              </Button>
            )}
            {!values.file && values.deleteFile && vacancy?.fileName && (
              <>
                <span className={styles.fileName}>{t('vacancies.form.fileRemoved')}</span>
                <Button size="sm" variant="link" onClick={() => void setFieldValue('deleteFile', false)}>
                  {t('vacancies.form.fileUndo')}
                </Button>
              </>
            )}
          </div>
          {fileError && (
            <p id={`${fileId}-error`} className={styles.error}>
              {fileError}
            </p>
          )}
        </div>
      </Section>

      <Section title={t('vacancies.form.section.candidate')}>
        {select('candidate.minExperience', 'vacancies.form.minExperience', fromOptions(reference?.experiences))}
        {select('candidate.firstLanguage', 'vacancies.form.firstLanguage', languages)}
        {select('candidate.secondLanguage', 'vacancies.form.secondLanguage', languages)}
        <Select
          label={t('vacancies.form.nationality')}
          name="candidate.nationality"
          options={[{ value: ANY_NATIONALITY, label: t('vacancies.form.anyNationality') }, ...countries]}
          value={values.candidate.nationality}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
      </Section>

      <Section title={t('vacancies.form.section.location')}>
        {select('location.country', 'vacancies.form.country', countries as SelectOption[])}
        <TextField
          label={t('vacancies.form.city')}
          name="location.city"
          required
          maxLength={60}
          value={values.location.city}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={err('location.city')}
        />
        {select('location.workstation', 'vacancies.form.workstation', fromOptions(reference?.workStation))}
        {select('location.travelRequired', 'vacancies.form.travelRequired', fromOptions(reference?.travelWillingness))}
      </Section>

      <Section title={t('vacancies.form.section.time')}>
        <div className={styles.startDate}>
          <TextField
            label={t('vacancies.form.startDate')}
            name="time.startDate"
            type="date"
            required={!anytime}
            disabled={anytime}
            value={anytime ? '' : values.time.startDate}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={err('time.startDate')}
          />
          <Checkbox
            label={t('vacancies.form.anytime')}
            checked={anytime}
            onChange={(event) => {
              void setFieldValue('time.startDate', event.target.checked ? 'Anytime' : '');
              void setFieldTouched('time.startDate', true, false);
            }}
          />
        </div>
        {select('time.timePeriod', 'vacancies.form.timePeriod', fromOptions(reference?.timePeriod))}
        {select('time.minAvailability', 'vacancies.form.minAvailability', fromOptions(reference?.availability))}
        {select('time.projectPhase', 'vacancies.form.projectPhase', fromOptions(reference?.projectPhase))}
      </Section>

      <Section title={t('vacancies.form.section.payment')}>
        {select('payment.hourlyRate', 'vacancies.form.hourlyRate', fromOptions(reference?.hourlyRate))}
        {select('payment.payType', 'vacancies.form.payType', fromOptions(reference?.payType))}
        {select('payment.flights', 'vacancies.form.flights', paid)}
        {select('payment.hotel', 'vacancies.form.hotel', paid)}
      </Section>

      <Section title={t('vacancies.form.section.contact')}>
        <p className={cx(styles.full, styles.hint)}>
          {t('vacancies.form.contactHint')}{' '}
          <Link to={paths.profile} className={styles.inlineLink}>
            {t('vacancies.form.contactChange')}
          </Link>
        </p>
        <TextField label={t('vacancies.form.contactName')} name="contact.name" readOnly value={values.contact.name} error={err('contact.name')} />
        <TextField label={t('vacancies.form.contactEmail')} name="contact.email" type="email" readOnly value={values.contact.email} error={err('contact.email')} />
        <TextField label={t('vacancies.form.contactPhone')} name="contact.phone" type="tel" readOnly value={values.contact.phone} />
        <div className={cx(styles.full, styles.choiceColumn)}>
          <Checkbox label={t('vacancies.form.isPhonePublic')} name="isPhonePublic" checked={values.isPhonePublic} onChange={form.handleChange} />
          <Checkbox label={t('vacancies.form.isPhoneRegistered')} name="isPhoneRegistered" checked={values.isPhoneRegistered} onChange={form.handleChange} />
        </div>
      </Section>

      {serverError && <Alert tone="danger">{serverError}</Alert>}

      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={form.isSubmitting} disabled={done}>
          {t(mode === 'create' ? 'vacancies.form.submitCreate' : 'vacancies.form.submitEdit')}
        </Button>
        <ButtonLink to={paths.vacanciesPosted} variant="link">
          {t('vacancies.form.cancel')}
        </ButtonLink>
        {mode === 'edit' && (
          <Button variant="danger" className={styles.delete} disabled={done} onClick={() => setConfirmDelete(true)}>
            {t('vacancies.form.delete')}
          </Button>
        )}
      </div>
      {mode === 'edit' && (
        <ConfirmDialog
          open={confirmDelete}
          action={t('vacancies.form.deleteConfirm')}
          hint={t('vacancies.form.deleteHint')}
          danger
          loading={deleting}
          onConfirm={() => void deleteVacancy()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </form>
  );
}

