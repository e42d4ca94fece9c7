import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { useSearchParams } from 'react-router';
import type { Freelancer } from '@/entities/freelancer';
import { DEFAULT_AVATAR, photoUrl } from '@/entities/user';
import { CropPhotoModal } from '@/features/crop-photo';
import { openResume } from '@/features/download-resume';
import { openBlob } from '@/shared/lib/download';
import { localizeRule, freelancersT as t } from '@/shared/i18n';
import { fieldError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Button, FormSection } from '@/shared/ui';
import { checkPhotoFile, checkResumeFile, fileSizeParts, type ProfileFormValues } from '../model/profileForm';
import styles from './FreelancerProfilePage.module.css';

const sizeText = (bytes: number) => {
  const { unit, size } = fileSizeParts(bytes);
  return t(unit === 'kb' ? 'freelancers.profile.sizeKb' : 'freelancers.profile.sizeMb', { size });
};

/** A file input driven by a visible button: hidden, and not a second, duplicate control for assistive technology. */
function PickerInput({ inputRef, id, accept, label, hintId, onFile }: { inputRef: RefObject<HTMLInputElement | null>; id: string; accept: string; label: string; hintId: string; onFile: (file: File) => void }) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <input
      ref={inputRef}
      id={id}
      type="file"
      accept={accept}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      aria-label={label}
      onChange={onChange}
      aria-describedby={hintId}
    />
  );
}

/** Sets or removes ?crop without scrolling: the cropper is open while it is set. */
function useCropParam() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set('crop', 'true');
          else next.delete('crop');
          return next;
        },
        { replace: !on, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params.has('crop'), set] as const;
}

/** The photo: choose (then crop, docs/reference.md#reading-18: the `crop` query parameter opens the cropper), change, delete. */
export function PhotoSection({ freelancer }: { freelancer: Freelancer | null }) {
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [cropParam, setCropParam] = useCropParam();

  // The cropper is open while ?crop is set and an image waits; a reload has none, so the parameter goes.
  useEffect(() => {
    if (cropParam && !cropSrc) setCropParam(false);
  }, [cropParam, cropSrc, setCropParam]);

  const closeCrop = () => {
    if (cropSrc) URL.revokeObjectURL(cropSrc);
    setCropSrc(null);
    setCropParam(false);
  };

  const onPhotoChosen = (file: File) => {
    const problem = checkPhotoFile(file);
    setPhotoError(problem);
    if (problem) return;
    setCropSrc(URL.createObjectURL(file));
    setCropParam(true);
  };

  const newPhotoUrl = useMemo(() => (values.photo ? URL.createObjectURL(values.photo) : null), [values.photo]);
  useEffect(() => () => {
    if (newPhotoUrl) URL.revokeObjectURL(newPhotoUrl);
  }, [newPhotoUrl]);
  const storedPhoto = values.deletePhoto ? null : photoUrl(freelancer?.profilePhoto);
  const shownPhoto = newPhotoUrl ?? storedPhoto ?? DEFAULT_AVATAR;
  const hasPhoto = Boolean(newPhotoUrl || storedPhoto);

  return (
    <FormSection title={t('freelancers.profile.section.photo')}>
      <div className={styles.photoBox}>
        <img className={styles.photo} src={shownPhoto} alt={t('freelancers.profile.photoAlt')} width={128} height={128} />
        {values.photo && <p className={styles.fileNote}>{t('freelancers.profile.photoNew')}</p>}
        {values.deletePhoto && !values.photo && <p className={styles.fileNote}>{t('freelancers.profile.photoDeleted')}</p>}
        <PickerInput
          inputRef={photoInput}
          id="profile-photo-input"
          accept="image/jpeg,image/png,image/webp"
          label={t('freelancers.profile.photoChoose')}
          hintId="profile-photo-hint"
          onFile={onPhotoChosen}
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
            {localizeRule(photoError)}
          </p>
        )}
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
    </FormSection>
  );
}

/** The résumé: upload, replace, review, remove (saved only with Publish Profile at No, SPEC-DECISIONS 20). */
export function ResumeSection({ freelancer }: { freelancer: Freelancer | null }) {
  const form = useFormikContext<ProfileFormValues>();
  const { values, setFieldValue, setFieldTouched } = form;
  const [resumeError, setResumeError] = useState<string | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);

  const onResumeChosen = (file: File) => {
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

  /** Marks the stored résumé for removal on save, or keeps it after all. */
  const markRemoved = (remove: boolean) => {
    void setFieldTouched('resumeFile', true, false);
    void setFieldValue('deleteResume', remove);
  };
  const removing = values.deleteResume && !values.resumeFile && Boolean(freelancer?.resume);

  const resumeName = values.resumeFile?.name ?? (!values.deleteResume ? freelancer?.resume?.fileName : undefined);
  const resumeSize = values.resumeFile?.size ?? (!values.deleteResume ? freelancer?.resume?.size : undefined);
  const error = resumeError ? localizeRule(resumeError) : fieldError(form, 'resumeFile');

  return (
    <FormSection title={t('freelancers.profile.section.resume')}>
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
          {removing && <p className={styles.fileNote}>{t('freelancers.profile.resumeRemoved')}</p>}
          <p id="profile-resume-hint" className={styles.hint}>
            {t('freelancers.profile.resumeHint')} {t('freelancers.profile.resumeRequiredHint')}
          </p>
        </div>
      </div>
      <PickerInput
        inputRef={resumeInput}
        id="profile-resume-input"
        accept="application/pdf,.pdf"
        label={t('freelancers.profile.resumeUpload')}
        hintId="profile-resume-hint"
        onFile={onResumeChosen}
      />
      <div className={styles.fileButtons}>
        <Button variant="outline" size="sm" onClick={() => resumeInput.current?.click()} aria-invalid={fieldError(form, 'resumeFile') ? true : undefined}>
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
        {!values.resumeFile && freelancer?.resume && (
          <Button variant="secondary" size="sm" onClick={() => markRemoved(!values.deleteResume)}>
            {t(values.deleteResume ? 'freelancers.profile.resumeKeep' : 'freelancers.profile.resumeRemove')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className={styles.fileError}>
          {error}
        </p>
      )}
    </FormSection>
  );
}
