import type { ReferenceLists } from '@contracts/reference';
import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { FREELANCER_LIMITS, PHOTO_DELETE_FIELD, PHOTO_FILE_FIELD, RESUME_DELETE_FIELD, RESUME_FILE_FIELD, freelancerMsg, normalizeLink } from '@contracts/freelancer';
import { freelancerProfileSchemaFor } from '@contracts/freelancer-schema';
import type { FreelancerRole } from '@contracts/reference';
import type { Freelancer, FreelancerExperience } from '@/entities/freelancer';

/** The profile form's state: the Freelancer's editable fields plus the file choices. */
export interface ProfileFormValues {
  experience: Required<FreelancerExperience>;
  profileHeader: string;
  profileSummary: string;
  companyName: string;
  personalLink: string;
  linkedinLink: string;
  legalName: string;
  skills: string[];
  Iam: FreelancerRole[];
  emailVacancies: boolean;
  /** The new cropped photo (a JPEG), or null to keep the current one. */
  photo: Blob | null;
  /** The current photo is to be deleted on save. */
  deletePhoto: boolean;
  /** A new résumé PDF, or null to keep the current one. */
  resumeFile: File | null;
  /** The current résumé is to be deleted on save. */
  deleteResume: boolean;
}

const EXPERIENCE_KEYS = [
  'totalExperience',
  'degree',
  'nationality',
  'residencyVisa',
  'firstLanguage',
  'secondLanguage',
  'publish',
  'availability',
  'workStation',
  'travelWillingness',
  'hourlyRate',
  'startDate',
] as const satisfies readonly (keyof FreelancerExperience)[];

/** Form values of a stored profile, or of an empty one (publish yes, e-mails on: docs/reference.md#data defaults). */
export function toFormValues(freelancer: Freelancer | null | undefined): ProfileFormValues {
  const experience = freelancer?.experience;
  const text = (value: string | undefined | null) => value ?? '';
  return {
    experience: {
      totalExperience: text(experience?.totalExperience),
      degree: text(experience?.degree),
      nationality: text(experience?.nationality),
      residencyVisa: text(experience?.residencyVisa),
      firstLanguage: text(experience?.firstLanguage),
      secondLanguage: text(experience?.secondLanguage),
      publish: experience?.publish === 'no' ? 'no' : 'yes',
      availability: text(experience?.availability),
      workStation: text(experience?.workStation),
      travelWillingness: text(experience?.travelWillingness),
      hourlyRate: text(experience?.hourlyRate),
      startDate: text(experience?.startDate),
    },
    profileHeader: text(freelancer?.profileHeader),
    profileSummary: text(freelancer?.profileSummary),
    companyName: text(freelancer?.companyName),
    personalLink: text(freelancer?.personalLink),
    linkedinLink: text(freelancer?.linkedinLink ?? (freelancer as { linkedin?: string } | null | undefined)?.linkedin),
    legalName: text(freelancer?.legalName),
    skills: [...(freelancer?.skills ?? [])],
    Iam: [...(freelancer?.Iam ?? [])],
    emailVacancies: freelancer?.emailVacancies ?? true,
    photo: null,
    deletePhoto: false,
    resumeFile: null,
    deleteResume: false,
  };
}

/** A résumé will exist after saving: a new file, or the stored one not marked for deletion. */
export function hasResume(values: ProfileFormValues, freelancer: Freelancer | null | undefined): boolean {
  return Boolean(values.resumeFile) || (Boolean(freelancer?.resume) && !values.deleteResume);
}

/**
 * The save checks of docs/reference.md#validation: freelancerProfileSchemaFor (with the reference
 * lists once loaded: selects and skills from the lists, real start date; required experience
 * titles, links, at least one skill, lengths) plus 'Resume is required.' for a
 * published profile.
 */
export async function validateProfile(values: ProfileFormValues, freelancer: Freelancer | null | undefined, reference?: ReferenceLists): Promise<FormikErrors<ProfileFormValues>> {
  let errors: FormikErrors<ProfileFormValues> = {};
  try {
    await freelancerProfileSchemaFor(reference).validate(values, { abortEarly: false });
  } catch (error) {
    if (ValidationError.isError(error)) errors = yupToFormErrors<ProfileFormValues>(error);
    else throw error;
  }
  // A published profile needs a résumé; an unpublished one may go without (SPEC-DECISIONS 20).
  if (values.experience.publish === 'yes' && !hasResume(values, freelancer)) errors.resumeFile = freelancerMsg.resumeRequired;
  return errors;
}

/** docs/reference.md#validation photo check on select: an image of at most 5342880 bytes (docs/reference.md#reading-1). */
export function checkPhotoFile(file: File): string | null {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return freelancerMsg.photoNotImage;
  if (file.size > FREELANCER_LIMITS.photoBytes) return freelancerMsg.photoTooLarge;
  return null;
}

/** docs/reference.md#validation résumé check on select: a PDF of at most 5242880 bytes. */
export function checkResumeFile(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!isPdf) return freelancerMsg.resumeNotPdf;
  if (file.size > FREELANCER_LIMITS.resumeBytes) return freelancerMsg.resumeTooLarge;
  return null;
}

/**
 * The multipart body of POST /freelancer: text values as they are, dotted
 * names for the nested experience, skills and Iam as JSON array text,
 * emailVacancies 'true'/'false', the photo in `file`, the résumé in `resume`,
 * delete markers 'true', and isUpdate.applied when the stored profile was
 * never updated (updatedAt equals createdAt, docs/reference.md#states).
 */
export function buildProfileFormData(values: ProfileFormValues, freelancer: Freelancer | null | undefined): FormData {
  const body = new FormData();
  for (const key of EXPERIENCE_KEYS) body.append(`experience.${key}`, values.experience[key].trim());
  body.append('profileHeader', values.profileHeader.trim());
  body.append('profileSummary', values.profileSummary.trim());
  body.append('companyName', values.companyName.trim());
  body.append('personalLink', normalizeLink(values.personalLink) ?? values.personalLink.trim());
  body.append('linkedinLink', normalizeLink(values.linkedinLink) ?? values.linkedinLink.trim());
  body.append('legalName', values.legalName.trim());
  body.append('skills', JSON.stringify(values.skills));
  body.append('Iam', JSON.stringify(values.Iam));
  body.append('emailVacancies', values.emailVacancies ? 'true' : 'false');
  if (values.photo) body.append(PHOTO_FILE_FIELD, values.photo, 'profile-photo.jpg');
  else if (values.deletePhoto) body.append(PHOTO_DELETE_FIELD, 'true');
  if (values.resumeFile) body.append(RESUME_FILE_FIELD, values.resumeFile, values.resumeFile.name);
  else if (values.deleteResume) body.append(RESUME_DELETE_FIELD, 'true');
  if (freelancer && freelancer.updatedAt === freelancer.createdAt) body.append('isUpdate.applied', 'true');
  return body;
}

/** "120 KB" / "1.4 MB" */
export function fileSizeParts(bytes: number): { unit: 'kb' | 'mb'; size: string } {
  if (bytes < 1024 * 1024) return { unit: 'kb', size: String(Math.max(1, Math.round(bytes / 1024))) };
  return { unit: 'mb', size: (bytes / (1024 * 1024)).toFixed(1) };
}
