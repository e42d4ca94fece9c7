import '../i18n';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { FREELANCER_LIMITS } from '@contracts/freelancer';
import { referenceLists, type Option, type ReferenceData } from '@contracts/reference';
import type { MyProfile } from '@contracts/user';
import { useSaveFreelancerMutation, type Freelancer } from '@/entities/freelancer';
import { countryOptions } from '@/entities/reference';
import { DEFAULT_AVATAR, photoUrl } from '@/entities/user';
import { CropPhotoModal } from '@/features/crop-photo';
import { openBlob, openResume } from '@/features/download-resume';
import { errorMessage } from '@/shared/api';
import { languageName, t, type MessageKey } from '@/shared/i18n';
import { clearDraft, readToken } from '@/shared/auth';
import { fieldError, keepDraftIfSessionEnded, useRestoreDraft } from '@/shared/lib/form';
import { dismissToast, notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { Alert, Button, Checkbox, ConfirmDialog, Select, TagPicker, TextArea, TextField, cx } from '@/shared/ui';
import { skillPickerText } from '@/widgets/freelancer-search-form';
import {
  buildProfileFormData,
  checkPhotoFile,
  checkResumeFile,
  fileSizeParts,
  toFormValues,
  validateProfile,
  type ProfileFormValues,
} from '../model/profileForm';
import styles from './FreelancerProfilePage.module.css';

/** Where drafts of this form are kept (with the user id). */
const DRAFT_PATH = paths.freelancerProfile;

/** The text fields kept when the session ends during a save (files and choices are picked again). */
const DRAFT_FIELDS = ['profileHeader', 'profileSummary', 'companyName', 'personalLink', 'linkedinLink', 'legalName'] as const;
type ProfileDraft = Pick<ProfileFormValues, (typeof DRAFT_FIELDS)[number]>;

const draftOf = (values: ProfileFormValues): ProfileDraft =>
  Object.fromEntries(DRAFT_FIELDS.map((field) => [field, values[field]])) as ProfileDraft;

export interface ProfileFormProps {
  freelancer: Freelancer | null;
  reference: ReferenceData | undefined;
  profile: MyProfile;
}

type ExperienceKey = keyof ProfileFormValues['experience'];

const options = (list: readonly Option[] | undefined) => (list ?? []).map((item) => ({ value: item.value, label: item.label }));

const sizeText = (bytes: number) => {
  const { unit, size } = fileSizeParts(bytes);
  return t(unit === 'kb' ? 'freelancers.profile.sizeKb' : 'freelancers.profile.sizeMb', { size });
};

/** A titled block of the form. */
function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cx(styles.section, className)}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <div className={styles.sectionBody}>{children}</div>
    </fieldset>
  );
}

/**
 * Every field of the Freelancer (SPEC §3) with the save checks of SPEC §5, the
 * photo crop (the `crop` query parameter opens the cropper, SPEC-DECISIONS 18),
 * the résumé upload, and the leave confirmation (SPEC §2, SPEC-DECISIONS 19).
 */
export function ProfileForm({ freelancer, reference, profile }: ProfileFormProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [save] = useSaveFreelancerMutation();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const allowLeave = useRef(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const resumeInput = useRef<HTMLInputElement>(null);

  const initialValues = useMemo(() => toFormValues(freelancer), [freelancer]);
  const userId = profile.user.id;
  // The same lists the server checks against, once the reference data has loaded.
  const lists = useMemo(() => (reference ? referenceLists(reference) : undefined), [reference]);
  const form = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => validateProfile(values, freelancer, lists),
    onSubmit: async (values, helpers) => {
      if (values.experience.publish === 'no') notify(t('freelancers.profile.publishNo'), 'warning');
      const pending = notify(t('freelancers.profile.saving'), 'info', { persist: true });
      try {
        const saved = await save(buildProfileFormData(values, freelancer)).unwrap();
        dismissToast(pending);
        clearDraft(userId, DRAFT_PATH);
        notify(t('freelancers.profile.saved'), 'success');
        helpers.resetForm({ values: toFormValues(saved) });
      } catch (error) {
        dismissToast(pending);
        if (keepDraftIfSessionEnded(error, userId, DRAFT_PATH, draftOf(values))) return;
        notify(errorMessage(error as Parameters<typeof errorMessage>[0]) ?? t('freelancers.profile.saveFailed'), 'error');
      }
    },
  });
  const { values, setFieldValue, setFieldTouched } = form;
  const err = (name: string) => fieldError(form, name);
  useRestoreDraft<ProfileDraft>(userId, DRAFT_PATH, (draft) => {
    void form.setValues({ ...form.values, ...draft }, false);
  });

  // Leaving with unsaved changes asks first; Yes goes to /profile (SPEC-DECISIONS 19).
  const blocker = useBlocker(
    // A session that ended (or another tab's logout) goes to /login without asking: the text is kept as a draft.
    ({ currentLocation, nextLocation }) =>
      form.dirty && !allowLeave.current && readToken() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!form.dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [form.dirty]);

  // The cropper is open while ?crop is set and an image waits; a reload has none, so the parameter goes.
  const cropParam = params.has('crop');
  useEffect(() => {
    if (cropParam && !cropSrc) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('crop');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [cropParam, cropSrc, setParams]);

  const closeCrop = () => {
    if (cropSrc) URL.revokeObjectURL(cropSrc);
    setCropSrc(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('crop');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onPhotoChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkPhotoFile(file);
    setPhotoError(problem);
    if (problem) return;
    setCropSrc(URL.createObjectURL(file));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('crop', 'true');
        return next;
      },
      { preventScrollReset: true },
    );
  };

  const onResumeChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkResumeFile(file);
    setResumeError(problem);
    if (problem) return;
    void setFieldValue('resumeFile', file);
    void setFieldValue('deleteResume', false);
    void setFieldTouched('resumeFile', true, false);
  };

  const reviewResume = () => {
    if (values.resumeFile) openBlob(values.resumeFile);
    else if (freelancer?.resume?.path && !values.deleteResume) void openResume(freelancer.resume.path);
    else notify(t('freelancers.resume.notLoaded'), 'warning');
  };

  const newPhotoUrl = useMemo(() => (values.photo ? URL.createObjectURL(values.photo) : null), [values.photo]);
  useEffect(() => () => {
    if (newPhotoUrl) URL.revokeObjectURL(newPhotoUrl);
  }, [newPhotoUrl]);
  const storedPhoto = values.deletePhoto ? null : photoUrl(freelancer?.profilePhoto);
  const shownPhoto = newPhotoUrl ?? storedPhoto ?? DEFAULT_AVATAR;
  const hasPhoto = Boolean(newPhotoUrl || storedPhoto);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = await form.validateForm();
    await form.submitForm();
    if (Object.keys(errors).length > 0) {
      notify(t('freelancers.profile.fixErrors'), 'error');
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    }
  };

  const experienceSelect = (key: ExperienceKey, label: MessageKey, list: { value: string; label: string }[] | ReturnType<typeof countryOptions>, required = true) => (
    <Select
      label={t(label)}
      name={`experience.${key}`}
      required={required}
      placeholder={t('freelancers.profile.select')}
      options={list}
      value={values.experience[key]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={err(`experience.${key}`)}
    />
  );

  const anytime = values.experience.startDate === 'Anytime';
  const publishNo = values.experience.publish === 'no';
  const roleChecked = (role: 'Trainer' | 'Consultant') => values.Iam.includes(role);
  const toggleRole = (role: 'Trainer' | 'Consultant', on: boolean) =>
    void setFieldValue('Iam', on ? [...values.Iam.filter((item) => item !== role), role] : values.Iam.filter((item) => item !== role));

  const resumeName = values.resumeFile?.name ?? (!values.deleteResume ? freelancer?.resume?.fileName : undefined);
  const resumeSize = values.resumeFile?.size ?? (!values.deleteResume ? freelancer?.resume?.size : undefined);
  const countries = countryOptions(reference?.country);
  const languages = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.columns}>
        <div className={styles.sideColumn}>
          <Section title={t('freelancers.profile.section.photo')}>
            <div className={styles.photoBox}>
              <img className={styles.photo} src={shownPhoto} alt={t('freelancers.profile.photoAlt')} width={128} height={128} />
              {values.photo && <p className={styles.fileNote}>{t('freelancers.profile.photoNew')}</p>}
              {values.deletePhoto && !values.photo && <p className={styles.fileNote}>{t('freelancers.profile.photoDeleted')}</p>}
              <input
                ref={photoInput}
                id="profile-photo-input"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="visually-hidden"
                tabIndex={-1}
                // Driven by the visible button below: not a second, duplicate control for assistive technology.
                aria-hidden="true"
                aria-label={t('freelancers.profile.photoChoose')}
                onChange={onPhotoChosen}
                aria-describedby="profile-photo-hint"
              />
              <div className={styles.fileButtons}>
                <Button variant="outline" size="sm" onClick={() => photoInput.current?.click()}>
                  {hasPhoto ? t('freelancers.profile.photoChange') : t('freelancers.profile.photoChoose')}
                </Button>
                {hasPhoto && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      void setFieldValue('photo', null);
                      void setFieldValue('deletePhoto', Boolean(freelancer?.profilePhoto));
                    }}
                  >
                    {t('freelancers.profile.photoDelete')}
                  </Button>
                )}
              </div>
              <p id="profile-photo-hint" className={styles.hint}>
                {t('freelancers.profile.photoHint')}
              </p>
              {photoError && (
                <p role="alert" className={styles.fileError}>
                  {photoError}
                </p>
              )}
            </div>
          </Section>

          <Section title={t('freelancers.profile.section.account')}>
            <p className={styles.hint}>{t('freelancers.profile.section.accountHint')}</p>
            <TextField label={t('freelancers.profile.name')} value={`${profile.user.firstName} ${profile.user.lastName}`} readOnly />
            <TextField label={t('freelancers.profile.email')} value={profile.user.email} readOnly />
            <TextField label={t('freelancers.profile.phone')} value={profile.user.phone} readOnly />
            <div className={styles.pair}>
              <TextField label={t('freelancers.profile.country')} value={profile.user.country} readOnly />
              <TextField label={t('freelancers.profile.city')} value={profile.user.city} readOnly />
            </div>
            <Link className={styles.inlineLink} to={paths.profile}>
              {t('freelancers.profile.section.accountLink')}
            </Link>
          </Section>
        </div>

        <div className={styles.mainColumn}>
          <Section title={t('freelancers.profile.section.about')}>
            <TextField
              label={t('freelancers.profile.header')}
              hint={t('freelancers.profile.headerHint')}
              name="profileHeader"
              maxLength={FREELANCER_LIMITS.profileHeader}
              value={values.profileHeader}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={err('profileHeader')}
            />
            <TextArea
              label={t('freelancers.profile.summary')}
              name="profileSummary"
              rows={6}
              maxLength={FREELANCER_LIMITS.profileSummary}
              value={values.profileSummary}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={err('profileSummary')}
            />
            <div className={styles.pair}>
              <TextField
                label={t('freelancers.profile.company')}
                name="companyName"
                maxLength={FREELANCER_LIMITS.companyName}
                value={values.companyName}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={err('companyName')}
              />
              <TextField
                label={t('freelancers.profile.legalName')}
                name="legalName"
                maxLength={FREELANCER_LIMITS.text}
                value={values.legalName}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={err('legalName')}
              />
            </div>
            <div className={styles.pair}>
              <TextField
                label={t('freelancers.profile.personalLink')}
                name="personalLink"
                type="url"
                inputMode="url"
                placeholder={t('freelancers.profile.linkPlaceholder')}
                value={values.personalLink}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={err('personalLink')}
              />
              <TextField
                label={t('freelancers.profile.linkedinLink')}
                name="linkedinLink"
                type="url"
                inputMode="url"
                placeholder={t('freelancers.profile.linkPlaceholder')}
                value={values.linkedinLink}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={err('linkedinLink')}
              />
            </div>
          </Section>

          <Section title={t('freelancers.profile.section.experience')}>
            <div className={styles.grid}>
              {experienceSelect('totalExperience', 'freelancers.profile.totalExperience', options(reference?.experiences))}
              {experienceSelect('degree', 'freelancers.profile.degree', options(reference?.degree))}
              {experienceSelect('nationality', 'freelancers.profile.nationality', countries)}
              <TextField
                label={t('freelancers.profile.residencyVisa')}
                hint={t('freelancers.profile.residencyVisaHint')}
                name="experience.residencyVisa"
                required
                maxLength={FREELANCER_LIMITS.text}
                value={values.experience.residencyVisa}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={err('experience.residencyVisa')}
              />
              {experienceSelect('firstLanguage', 'freelancers.profile.firstLanguage', languages)}
              <Select
                label={t('freelancers.profile.secondLanguage')}
                hint={t('freelancers.profile.optional')}
                name="experience.secondLanguage"
                placeholder={t('freelancers.profile.select')}
                options={languages}
                value={values.experience.secondLanguage}
                onChange={form.handleChange}
              />
              {experienceSelect('availability', 'freelancers.profile.availability', options(reference?.availability))}
              {experienceSelect('workStation', 'freelancers.profile.workStation', options(reference?.workStation))}
              {experienceSelect('travelWillingness', 'freelancers.profile.travelWillingness', options(reference?.travelWillingness))}
              {experienceSelect('hourlyRate', 'freelancers.profile.hourlyRate', options(reference?.hourlyRate))}
              <div className={styles.startDate}>
                <TextField
                  label={t('freelancers.profile.startDate')}
                  name="experience.startDate"
                  type="date"
                  required={!anytime}
                  disabled={anytime}
                  value={anytime ? '' : values.experience.startDate}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  error={err('experience.startDate')}
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
          </Section>

          <Section title={t('freelancers.profile.section.skills')}>
            <TagPicker
              label={t('freelancers.profile.skills')}
              hint={t('freelancers.profile.skillsHint')}
              required
              options={reference?.keySkills ?? []}
              value={values.skills}
              onChange={(skills) => {
                void setFieldValue('skills', skills);
                void setFieldTouched('skills', true, false);
              }}
              onBlur={() => void setFieldTouched('skills', true)}
              max={FREELANCER_LIMITS.skills}
              text={skillPickerText()}
              error={err('skills')}
            />
            <div className={styles.roles} role="group" aria-labelledby="profile-roles-title">
              <p id="profile-roles-title" className={styles.groupLabel}>
                {t('freelancers.profile.roles')}
              </p>
              <Checkbox label={t('freelancers.profile.roleTrainer')} checked={roleChecked('Trainer')} onChange={(event) => toggleRole('Trainer', event.target.checked)} />
              <Checkbox
                label={t('freelancers.profile.roleConsultant')}
                checked={roleChecked('Consultant')}
                onChange={(event) => toggleRole('Consultant', event.target.checked)}
              />
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
          </Section>

          <Section title={t('freelancers.profile.section.resume')}>
            <div className={styles.resumeRow}>
              <svg className={styles.fileIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" d="M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6" />
              </svg>
              <div className={styles.resumeText}>
                {resumeName ? (
                  <p className={styles.fileName}>
                    {resumeName}
                    {resumeSize ? <span className={styles.fileSize}> · {sizeText(resumeSize)}</span> : null}
                  </p>
                ) : (
                  <p className={styles.hint}>{t('freelancers.profile.resumeNone')}</p>
                )}
                {values.resumeFile && <p className={styles.fileNote}>{t('freelancers.profile.resumeNew')}</p>}
                <p id="profile-resume-hint" className={styles.hint}>
                  {t('freelancers.profile.resumeHint')}
                  {/* A profile is saved only with a résumé (server rule): it can be replaced, not deleted. */}
                  {freelancer?.resume && ` ${t('freelancers.profile.resumeRequiredHint')}`}
                </p>
              </div>
            </div>
            <input
              ref={resumeInput}
              id="profile-resume-input"
              type="file"
              accept="application/pdf,.pdf"
              className="visually-hidden"
              tabIndex={-1}
              // Driven by the visible button below: not a second, duplicate control for assistive technology.
              aria-hidden="true"
              aria-label={t('freelancers.profile.resumeUpload')}
              onChange={onResumeChosen}
              aria-describedby="profile-resume-hint"
            />
            <div className={styles.fileButtons}>
              <Button variant="outline" size="sm" onClick={() => resumeInput.current?.click()} aria-invalid={err('resumeFile') ? true : undefined}>
                {resumeName ? t('freelancers.profile.resumeReplace') : t('freelancers.profile.resumeUpload')}
              </Button>
              <Button variant="secondary" size="sm" onClick={reviewResume}>
                {t('freelancers.profile.resumeReview')}
              </Button>
              {values.resumeFile && (
                <Button variant="secondary" size="sm" onClick={() => void setFieldValue('resumeFile', null)}>
                  {t('freelancers.profile.resumeRemoveNew')}
                </Button>
              )}
            </div>
            {(resumeError ?? err('resumeFile')) && (
              <p role="alert" className={styles.fileError}>
                {resumeError ?? err('resumeFile')}
              </p>
            )}
          </Section>

          <Section title={t('freelancers.profile.section.settings')}>
            <Select
              label={t('freelancers.profile.publish')}
              name="experience.publish"
              required
              options={options(reference?.publishProfile).length ? options(reference?.publishProfile) : [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }]}
              value={values.experience.publish}
              onChange={form.handleChange}
              selectClassName={publishNo ? styles.publishNo : styles.publishYes}
              error={err('experience.publish')}
              className={styles.publish}
            />
            {publishNo && <Alert tone="warning">{t('freelancers.profile.publishNo')}</Alert>}
            <Checkbox
              label={t('freelancers.profile.emailVacancies')}
              name="emailVacancies"
              checked={values.emailVacancies}
              onChange={(event) => void setFieldValue('emailVacancies', event.target.checked)}
            />
          </Section>
        </div>
      </div>

      <div className={styles.saveBar}>
        <p className={styles.saveHint} aria-live="polite">
          {form.dirty ? t('freelancers.profile.unsaved') : ''}
        </p>
        <Button type="submit" size="lg" loading={form.isSubmitting}>
          {t('freelancers.profile.save')}
        </Button>
      </div>

      <CropPhotoModal
        open={cropParam}
        src={cropSrc}
        onDone={(photo) => {
          void setFieldValue('photo', photo);
          void setFieldValue('deletePhoto', false);
          setPhotoError(null);
          closeCrop();
        }}
        onUndo={closeCrop}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        action={t('freelancers.profile.leaveAction')}
        hint={t('freelancers.profile.leaveHint')}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => {
          allowLeave.current = true;
          blocker.reset?.();
          void navigate(paths.profile);
        }}
      />
    </form>
  );
}
