import { useFormikContext } from 'formik';
import { Link } from 'react-router';
import { PAID_OPTIONS, type Option, type ReferenceData } from '@contracts/reference';
import { ANY, ANY_NATIONALITY, VACANCY_LIMITS, type Vacancy } from '@contracts/vacancy';
import { countryOptions } from '@/entities/reference';
import { languageName, vacanciesT as t, type VacanciesKey as MessageKey } from '@/shared/i18n';
import { FormCheckbox, FormDateField, FormSelect, FormTagPicker, FormTextArea, FormTextField, fieldError } from '@/shared/lib/form';
import { paths } from '@/shared/routes';
import { Alert, Button, Checkbox, DateField, FileField, FormSection, Select, TextField, cx, fileNameClass, formSectionFull, type SelectOption } from '@/shared/ui';
import { skillPickerText } from '@/widgets/freelancer-search-form';
import { ANY_FIELDS, fileSizeText, type VacancyFormMode, type VacancyFormValues } from '../model/vacancyForm';
import styles from './VacancyForm.module.css';

type ChoiceField = (typeof ANY_FIELDS)[number] | 'candidate.secondLanguage' | 'payment.flights' | 'payment.hotel';

const fromOptions = (list: readonly Option[] | undefined): SelectOption[] => (list ?? []).map((item) => ({ value: item.value, label: item.label }));

/** A select of reference values; those in ANY_FIELDS start with an Any choice; the second language may stay empty. */
function Choice({ name, label, options }: { name: ChoiceField; label: MessageKey; options: SelectOption[] }) {
  const withAny = (ANY_FIELDS as readonly string[]).includes(name);
  const optional = name === 'candidate.secondLanguage';
  return (
    <FormSelect
      label={t(label)}
      name={name}
      required={!optional}
      placeholder={t(optional ? 'vacancies.form.none' : 'vacancies.form.select')}
      options={withAny ? [{ value: ANY, label: t('vacancies.form.any') }, ...options] : options}
    />
  );
}

/** The PDF: choose, replace, remove a new one, remove the stored one (edit) and undo that. */
function VacancyFile({ vacancy }: { vacancy?: Vacancy }) {
  const form = useFormikContext<VacancyFormValues>();
  const { values, setFieldValue } = form;
  const storedFile = vacancy?.fileName && !values.deleteFile ? vacancy.fileName : null;
  return (
    <FileField
      label={t('vacancies.form.file')}
      hint={t('vacancies.form.fileHint')}
      name="file"
      accept="application/pdf,.pdf"
      buttonText={values.file || storedFile ? t('vacancies.form.fileReplace') : t('vacancies.form.fileChoose')}
      onFile={(file) => {
        void setFieldValue('file', file);
        void form.setFieldTouched('file', true, false);
      }}
      error={fieldError(form, 'file')}
      className={formSectionFull}
    >
      {values.file && (
        <>
          <span className={fileNameClass}>{t('vacancies.form.fileNew', { name: values.file.name, size: fileSizeText(values.file.size) })}</span>
          <Button size="sm" variant="link" onClick={() => void setFieldValue('file', null)}>
            {t('vacancies.form.fileRemove')}
          </Button>
        </>
      )}
      {!values.file && storedFile && (
        <>
          <span className={fileNameClass}>{t('vacancies.form.fileCurrent', { name: storedFile })}</span>
          <Button size="sm" variant="link" onClick={() => void setFieldValue('deleteFile', true)}>
            {t('vacancies.form.fileRemove')}
          </Button>
        </>
      )}
      {!values.file && values.deleteFile && vacancy?.fileName && (
        <>
          <span className={fileNameClass}>{t('vacancies.form.fileRemoved')}</span>
          <Button size="sm" variant="link" onClick={() => void setFieldValue('deleteFile', false)}>
            {t('vacancies.form.fileUndo')}
          </Button>
        </>
      )}
    </FileField>
  );
}

/** Title, publish, expiry, requirements, skills, roles and the PDF. */
export function VacancySection({ mode, vacancy, reference }: { mode: VacancyFormMode; vacancy?: Vacancy; reference: ReferenceData | undefined }) {
  const { values, setFieldValue } = useFormikContext<VacancyFormValues>();
  return (
    <FormSection title={t('vacancies.form.section.vacancy')} layout="grid">
      <FormTextField
        label={t('vacancies.form.title')}
        hint={t('vacancies.form.titleHint')}
        name="title"
        required
        maxLength={VACANCY_LIMITS.title}
        className={formSectionFull}
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
      <FormDateField label={t('vacancies.form.expiryDate')} hint={t('vacancies.form.expiryHint')} name="expiryDate" required />
      {!values.publish && (
        <Alert tone="warning" className={formSectionFull}>
          {t('vacancies.form.publishWarning')}
        </Alert>
      )}
      <FormTextArea
        label={t('vacancies.form.requirements')}
        hint={t('vacancies.form.requirementsHint')}
        name="requirements"
        required
        rows={6}
        maxLength={mode === 'create' ? VACANCY_LIMITS.requirementsCreate : VACANCY_LIMITS.requirementsEdit}
        enforceMaxLength={false}
        className={formSectionFull}
      />
      <FormTagPicker
        label={t('vacancies.form.skills')}
        hint={t('vacancies.form.skillsHint')}
        name="requiredSkills"
        required
        options={reference?.keySkills ?? []}
        max={VACANCY_LIMITS.skills}
        text={skillPickerText()}
        className={formSectionFull}
      />
      <fieldset className={cx(formSectionFull, styles.choices)}>
        <legend className={styles.label}>{t('vacancies.form.roles')}</legend>
        <div className={styles.choiceRow}>
          <FormCheckbox label={t('vacancies.form.isTrainer')} name="isTrainer" />
          <FormCheckbox label={t('vacancies.form.isConsultant')} name="isConsultant" />
        </div>
      </fieldset>
      <VacancyFile vacancy={vacancy} />
    </FormSection>
  );
}

/** Candidate, location, time and payment: the reference selects. */
export function RequirementSections({ reference }: { reference: ReferenceData | undefined }) {
  const form = useFormikContext<VacancyFormValues>();
  const { values, setFieldValue, setFieldTouched } = form;
  const countries = countryOptions(reference?.country) as SelectOption[];
  const languages: SelectOption[] = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  const paid = PAID_OPTIONS.map((value) => ({ value, label: t(`vacancies.card.paid.${value}`) }));
  const anytime = values.time.startDate === 'Anytime';
  return (
    <>
      <FormSection title={t('vacancies.form.section.candidate')} layout="grid">
        <Choice name="candidate.minExperience" label="vacancies.form.minExperience" options={fromOptions(reference?.experiences)} />
        <Choice name="candidate.firstLanguage" label="vacancies.form.firstLanguage" options={languages} />
        <Choice name="candidate.secondLanguage" label="vacancies.form.secondLanguage" options={languages} />
        <FormSelect
          label={t('vacancies.form.nationality')}
          name="candidate.nationality"
          options={[{ value: ANY_NATIONALITY, label: t('vacancies.form.anyNationality') }, ...countries]}
        />
      </FormSection>

      <FormSection title={t('vacancies.form.section.location')} layout="grid">
        <Choice name="location.country" label="vacancies.form.country" options={countries} />
        <FormTextField label={t('vacancies.form.city')} name="location.city" required maxLength={60} />
        <Choice name="location.workstation" label="vacancies.form.workstation" options={fromOptions(reference?.workStation)} />
        <Choice name="location.travelRequired" label="vacancies.form.travelRequired" options={fromOptions(reference?.travelWillingness)} />
      </FormSection>

      <FormSection title={t('vacancies.form.section.time')} layout="grid">
        <div className={styles.startDate}>
          <DateField
            label={t('vacancies.form.startDate')}
            name="time.startDate"
            required={!anytime}
            disabled={anytime}
            value={anytime ? '' : values.time.startDate}
            onChange={(value) => void setFieldValue('time.startDate', value)}
            onBlur={form.handleBlur}
            error={fieldError(form, 'time.startDate')}
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
        <Choice name="time.timePeriod" label="vacancies.form.timePeriod" options={fromOptions(reference?.timePeriod)} />
        <Choice name="time.minAvailability" label="vacancies.form.minAvailability" options={fromOptions(reference?.availability)} />
        <Choice name="time.projectPhase" label="vacancies.form.projectPhase" options={fromOptions(reference?.projectPhase)} />
      </FormSection>

      <FormSection title={t('vacancies.form.section.payment')} layout="grid">
        <Choice name="payment.hourlyRate" label="vacancies.form.hourlyRate" options={fromOptions(reference?.hourlyRate)} />
        <Choice name="payment.payType" label="vacancies.form.payType" options={fromOptions(reference?.payType)} />
        <Choice name="payment.flights" label="vacancies.form.flights" options={paid} />
        <Choice name="payment.hotel" label="vacancies.form.hotel" options={paid} />
      </FormSection>
    </>
  );
}

/** The contact, read-only from the account, and the phone choices. */
export function ContactSection() {
  const form = useFormikContext<VacancyFormValues>();
  const { values } = form;
  return (
    <FormSection title={t('vacancies.form.section.contact')} layout="grid">
      <p className={cx(formSectionFull, styles.hint)}>
        {t('vacancies.form.contactHint')}{' '}
        <Link to={paths.profile} className={styles.inlineLink}>
          {t('vacancies.form.contactChange')}
        </Link>
      </p>
      <TextField label={t('vacancies.form.contactName')} name="contact.name" readOnly value={values.contact.name} error={fieldError(form, 'contact.name')} />
      <TextField label={t('vacancies.form.contactEmail')} name="contact.email" type="email" readOnly value={values.contact.email} error={fieldError(form, 'contact.email')} />
      <TextField label={t('vacancies.form.contactPhone')} name="contact.phone" type="tel" readOnly value={values.contact.phone} />
      <div className={cx(formSectionFull, styles.choiceColumn)}>
        <FormCheckbox label={t('vacancies.form.isPhonePublic')} name="isPhonePublic" />
        <FormCheckbox label={t('vacancies.form.isPhoneRegistered')} name="isPhoneRegistered" />
      </div>
    </FormSection>
  );
}
