import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { referenceLists, type ReferenceData } from '@contracts/reference';
import type { MyProfile } from '@contracts/user';
import { useSaveFreelancerMutation, type Freelancer } from '@/entities/freelancer';
import { errorMessage } from '@/shared/api';
import { freelancersT as t } from '@/shared/i18n';
import { clearDraft } from '@/shared/auth';
import { FormShell, FormSubmit, RestoreDraft, UnsavedChangesGuard, keepDraftIfSessionEnded, withSaveToasts } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { buildProfileFormData, toFormValues, validateProfile, type ProfileFormValues } from '../model/profileForm';
import { AboutSection, AccountSection, ExperienceSection, PublishSection, SkillsSection } from './ProfileFieldSections';
import { PhotoSection, ResumeSection } from './ProfileMediaSections';
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

/**
 * Every field of the Freelancer (see docs/reference.md#data) with the save checks of docs/reference.md#validation, the
 * photo crop (the `crop` query parameter opens the cropper, docs/reference.md#reading-18),
 * the résumé upload, and the leave confirmation (docs/reference.md#screens, docs/reference.md#reading-19).
 */
export function ProfileForm({ freelancer, reference, profile }: ProfileFormProps) {
  const navigate = useNavigate();
  const [save] = useSaveFreelancerMutation();

  const initialValues = useMemo(() => toFormValues(freelancer), [freelancer]);
  const userId = profile.user.id;
  // The same lists the server checks against, once the reference data has loaded.
  const lists = useMemo(() => (reference ? referenceLists(reference) : undefined), [reference]);
  const submit = async (values: ProfileFormValues, helpers: FormikHelpers<ProfileFormValues>) => {
    if (values.experience.publish === 'no') notify(t('freelancers.profile.publishNo'), 'warning');
    try {
      const saved = await withSaveToasts({ pending: t('freelancers.profile.saving'), done: t('freelancers.profile.saved') }, () =>
        save(buildProfileFormData(values, freelancer)).unwrap(),
      );
      clearDraft(userId, DRAFT_PATH);
      helpers.resetForm({ values: toFormValues(saved) });
    } catch (error) {
      if (keepDraftIfSessionEnded(error, userId, DRAFT_PATH, draftOf(values))) return;
      notify(errorMessage(error as Parameters<typeof errorMessage>[0]) ?? t('freelancers.profile.saveFailed'), 'error');
    }
  };

  return (
    <FormShell
      className={styles.form}
      initialValues={initialValues}
      enableReinitialize
      validate={(values) => validateProfile(values, freelancer, lists)}
      onSubmit={submit}
      fixErrors={t('freelancers.profile.fixErrors')}
    >
      {(form) => (
        <>
          <RestoreDraft<ProfileFormValues, ProfileDraft> userId={userId} path={DRAFT_PATH} />
          <div className={styles.columns}>
            <div className={styles.sideColumn}>
              <PhotoSection freelancer={freelancer} />
              <AccountSection profile={profile} />
            </div>

            <div className={styles.mainColumn}>
              <AboutSection />
              <ExperienceSection reference={reference} />
              <SkillsSection reference={reference} />
              <ResumeSection freelancer={freelancer} />
              <PublishSection reference={reference} />
            </div>
          </div>

          <div className={styles.saveBar}>
            <p className={styles.saveHint} aria-live="polite">
              {form.dirty ? t('freelancers.profile.unsaved') : ''}
            </p>
            <FormSubmit size="lg">{t('freelancers.profile.save')}</FormSubmit>
          </div>

          {/* Leaving with unsaved changes asks first; Yes goes to /profile (docs/reference.md#reading-19). */}
          <UnsavedChangesGuard
            when={form.dirty}
            title={t('ui.confirm.question', { action: t('freelancers.profile.leaveAction') })}
            hint={t('freelancers.profile.leaveHint')}
            stayLabel={t('ui.confirm.no')}
            leaveLabel={t('ui.confirm.yes')}
            onLeave={() => void navigate(paths.profile)}
          />
        </>
      )}
    </FormShell>
  );
}
