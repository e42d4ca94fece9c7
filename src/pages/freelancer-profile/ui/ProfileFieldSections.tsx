import { useFormikContext } from 'formik';
import { Link } from 'react-router';
import { FREELANCER_LIMITS } from '@contracts/freelancer';
import type { Option, ReferenceData } from '@contracts/reference';
import type { MyProfile } from '@contracts/user';
import { countryOptions } from '@/entities/reference';
import { countryName, languageName, freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import { FormCheckbox, FormSelect, FormTagPicker, FormTextArea, FormTextField, fieldError } from '@/shared/lib/form';
import { paths } from '@/shared/routes';
import { Alert, Checkbox, DateField, FormSection, TextField, type SelectOption } from '@/shared/ui';
import { skillPickerText } from '@/widgets/freelancer-search-form';
import type { ProfileFormValues } from '../model/profileForm';
import styles from './FreelancerProfilePage.module.css';

type ExperienceKey = keyof ProfileFormValues['experience'];

const options = (list: readonly Option[] | undefined) => (list ?? []).map((item) => ({ value: item.value, label: item.label }));

/** A required select of the experience group. */
function ExperienceSelect({ name, label, list }: { name: ExperienceKey; label: MessageKey; list: readonly SelectOption[] }) {
  return <FormSelect label={t(label)} name={`experience.${name}`} required placeholder={t('freelancers.profile.select')} options={list} />;
}

/** The account's own fields, read-only here, with the way to change them. */
export function AccountSection({ profile }: { profile: MyProfile }) {
  return (
    <FormSection title={t('freelancers.profile.section.account')}>
      <p className={styles.hint}>{t('freelancers.profile.section.accountHint')}</p>
      <TextField label={t('freelancers.profile.name')} value={`${profile.user.firstName} ${profile.user.lastName}`} readOnly />
      <TextField label={t('freelancers.profile.email')} value={profile.user.email} readOnly />
      <TextField label={t('freelancers.profile.phone')} value={profile.user.phone} readOnly />
      <div className={styles.pair}>
        <TextField label={t('freelancers.profile.country')} value={countryName(profile.user.country)} readOnly />
        <TextField label={t('freelancers.profile.city')} value={profile.user.city} readOnly />
      </div>
      <Link className={styles.inlineLink} to={paths.profile}>
        {t('freelancers.profile.section.accountLink')}
      </Link>
    </FormSection>
  );
}

/** Header, summary, company, legal name and links. */
export function AboutSection() {
  const link = { type: 'url', inputMode: 'url', placeholder: t('freelancers.profile.linkPlaceholder') } as const;
  return (
    <FormSection title={t('freelancers.profile.section.about')}>
      <FormTextField label={t('freelancers.profile.header')} hint={t('freelancers.profile.headerHint')} name="profileHeader" maxLength={FREELANCER_LIMITS.profileHeader} />
      <FormTextArea label={t('freelancers.profile.summary')} name="profileSummary" rows={6} maxLength={FREELANCER_LIMITS.profileSummary} />
      <div className={styles.pair}>
        <FormTextField label={t('freelancers.profile.company')} name="companyName" maxLength={FREELANCER_LIMITS.companyName} />
        <FormTextField label={t('freelancers.profile.legalName')} name="legalName" maxLength={FREELANCER_LIMITS.text} />
      </div>
      <div className={styles.pair}>
        <FormTextField label={t('freelancers.profile.personalLink')} name="personalLink" {...link} />
        <FormTextField label={t('freelancers.profile.linkedinLink')} name="linkedinLink" {...link} />
      </div>
    </FormSection>
  );
}

/** Experience, degree, nationality, visa, languages, availability, place, travel, rate and start date. */
export function ExperienceSection({ reference }: { reference: ReferenceData | undefined }) {
  const form = useFormikContext<ProfileFormValues>();
  const { values, setFieldValue, setFieldTouched } = form;
  const anytime = values.experience.startDate === 'Anytime';
  const countries = countryOptions(reference?.country);
  const languages = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  return (
    <FormSection title={t('freelancers.profile.section.experience')}>
      <div className={styles.grid}>
        <ExperienceSelect name="totalExperience" label="freelancers.profile.totalExperience" list={options(reference?.experiences)} />
        <ExperienceSelect name="degree" label="freelancers.profile.degree" list={options(reference?.degree)} />
        <ExperienceSelect name="nationality" label="freelancers.profile.nationality" list={countries} />
        <FormTextField
          label={t('freelancers.profile.residencyVisa')}
          hint={t('freelancers.profile.residencyVisaHint')}
          name="experience.residencyVisa"
          required
          maxLength={FREELANCER_LIMITS.text}
        />
        <ExperienceSelect name="firstLanguage" label="freelancers.profile.firstLanguage" list={languages} />
        <FormSelect
          label={t('freelancers.profile.secondLanguage')}
          hint={t('freelancers.profile.optional')}
          name="experience.secondLanguage"
          placeholder={t('freelancers.profile.select')}
          options={languages}
        />
        <ExperienceSelect name="availability" label="freelancers.profile.availability" list={options(reference?.availability)} />
        <ExperienceSelect name="workStation" label="freelancers.profile.workStation" list={options(reference?.workStation)} />
        <ExperienceSelect name="travelWillingness" label="freelancers.profile.travelWillingness" list={options(reference?.travelWillingness)} />
        <ExperienceSelect name="hourlyRate" label="freelancers.profile.hourlyRate" list={options(reference?.hourlyRate)} />
        <div className={styles.startDate}>
          <DateField
            label={t('freelancers.profile.startDate')}
            name="experience.startDate"
            required={!anytime}
            disabled={anytime}
            value={anytime ? '' : values.experience.startDate}
            onChange={(value) => void setFieldValue('experience.startDate', value)}
            onBlur={form.handleBlur}
            error={fieldError(form, 'experience.startDate')}
          />
          <Checkbox
            label={t('freelancers.profile.anytime')}
            checked={anytime}
            onChange={(event) => {
              void setFieldValue('experience.startDate', event.target.checked ? 'Anytime' : '');
              void setFieldTouched('experience.startDate', true, false);
            }}
          />
        </div>
      </div>
    </FormSection>
  );
}

/** Skills and the roles (E-Consultant is set on the settings page). */
export function SkillsSection({ reference }: { reference: ReferenceData | undefined }) {
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  const roleChecked = (role: 'Trainer' | 'Consultant') => values.Iam.includes(role);
  const toggleRole = (role: 'Trainer' | 'Consultant', on: boolean) =>
    void setFieldValue('Iam', on ? [...values.Iam.filter((item) => item !== role), role] : values.Iam.filter((item) => item !== role));
  return (
    <FormSection title={t('freelancers.profile.section.skills')}>
      <FormTagPicker
        label={t('freelancers.profile.skills')}
        hint={t('freelancers.profile.skillsHint')}
        name="skills"
        required
        options={reference?.keySkills ?? []}
        max={FREELANCER_LIMITS.skills}
        text={skillPickerText()}
      />
      <div className={styles.roles} role="group" aria-labelledby="profile-roles-title">
        <p id="profile-roles-title" className={styles.groupLabel}>
          {t('freelancers.profile.roles')}
        </p>
        <Checkbox label={t('freelancers.profile.roleTrainer')} checked={roleChecked('Trainer')} onChange={(event) => toggleRole('Trainer', event.target.checked)} />
        <Checkbox label={t('freelancers.profile.roleConsultant')} checked={roleChecked('Consultant')} onChange={(event) => toggleRole('Consultant', event.target.checked)} />
        <Checkbox
          label={t('freelancers.profile.roleEConsultant')}
          checked={values.Iam.includes('E-Consultant')}
          readOnly
          disabled
          hint={
            <Link className={styles.inlineLink} to={paths.econsultationSettings}>
              {t('freelancers.profile.roleEConsultantHint')}
            </Link>
          }
        />
      </div>
    </FormSection>
  );
}

/** Publish (with its warning) and the vacancy e-mails. */
export function PublishSection({ reference }: { reference: ReferenceData | undefined }) {
  const { values } = useFormikContext<ProfileFormValues>();
  const publishNo = values.experience.publish === 'no';
  const publishOptions = options(reference?.publishProfile);
  return (
    <FormSection title={t('freelancers.profile.section.settings')}>
      <FormSelect
        label={t('freelancers.profile.publish')}
        name="experience.publish"
        required
        options={publishOptions.length ? publishOptions : [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }]}
        selectClassName={publishNo ? styles.publishNo : styles.publishYes}
        className={styles.publish}
      />
      {publishNo && <Alert tone="warning">{t('freelancers.profile.publishNo')}</Alert>}
      <FormCheckbox label={t('freelancers.profile.emailVacancies')} name="emailVacancies" />
    </FormSection>
  );
}
