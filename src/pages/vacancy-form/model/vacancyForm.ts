import type { ReferenceLists } from '@contracts/reference';
import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { ANY, ANY_NATIONALITY, VACANCY_FILE_DELETE_FIELD, VACANCY_ANY_FIELDS, VACANCY_FILE_FIELD, VACANCY_LIMITS, vacancyMsg, type Vacancy } from '@contracts/vacancy';
import { vacancySchema } from '@contracts/vacancy-schema';
import type { MyProfile } from '@contracts/user';
import { vacanciesT as t } from '@/shared/i18n';

export type VacancyFormMode = 'create' | 'edit';

/** The form's state: every field of docs/reference.md#data with its form name, plus the PDF choice. */
export interface VacancyFormValues {
  title: string;
  publish: boolean;
  expiryDate: string;
  requirements: string;
  requiredSkills: string[];
  candidate: { minExperience: string; firstLanguage: string; secondLanguage: string; nationality: string };
  location: { city: string; country: string; workstation: string; travelRequired: string };
  time: { startDate: string; timePeriod: string; minAvailability: string; projectPhase: string };
  payment: { hourlyRate: string; payType: string; flights: string; hotel: string };
  /** Read-only: from the account (see docs/reference.md#screens). Not sent; the server takes them from the account too. */
  contact: { name: string; email: string; phone: string };
  isTrainer: boolean;
  isConsultant: boolean;
  isPhonePublic: boolean;
  isPhoneRegistered: boolean;
  /** A new PDF, or null to keep the current one. */
  file: File | null;
  /** edit: remove the stored PDF on save (sent as deleteFile='true'). */
  deleteFile: boolean;
}

/** Selects that offer Any ("no restriction"; the server stores it empty, SPEC §5). */
export const ANY_FIELDS = VACANCY_ANY_FIELDS;

const TEXT_FIELDS = [
  'title',
  'expiryDate',
  'requirements',
  'candidate.minExperience',
  'candidate.firstLanguage',
  'candidate.secondLanguage',
  'candidate.nationality',
  'location.city',
  'location.country',
  'location.workstation',
  'location.travelRequired',
  'time.startDate',
  'time.timePeriod',
  'time.minAvailability',
  'time.projectPhase',
  'payment.hourlyRate',
  'payment.payType',
  'payment.flights',
  'payment.hotel',
] as const;

const FLAGS = ['isTrainer', 'isConsultant', 'isPhonePublic', 'isPhoneRegistered'] as const;

type TextField = (typeof TEXT_FIELDS)[number];

function read(values: VacancyFormValues, name: TextField): string {
  const [group, key] = name.split('.') as [keyof VacancyFormValues, string | undefined];
  const node = values[group];
  return String(key ? (node as unknown as Record<string, string>)[key] : node);
}

/** The account's contact details (docs/reference.md#screens: taken from the user, read-only). */
export function contactOf(profile: MyProfile | null | undefined): VacancyFormValues['contact'] {
  const user = profile?.user;
  return {
    name: [user?.firstName, user?.lastName].map((p) => (p ?? '').trim()).filter(Boolean).join(' '),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
}

/**
 * Form values of a new vacancy (publish yes, nationality 'Any nationality',
 * phone shown to members — docs/reference.md#data defaults), or of a stored one. A stored
 * empty select was left at Any on create and shows as Any again, so that
 * editing asks for a choice ('Please select {field}', docs/reference.md#reading-17).
 */
export function toFormValues(vacancy: Vacancy | null | undefined, profile: MyProfile | null | undefined): VacancyFormValues {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const anyIfEmpty = (value: string | null | undefined) => (vacancy ? text(value) || ANY : text(value));
  return {
    title: text(vacancy?.title),
    publish: vacancy ? vacancy.publish : true,
    expiryDate: text(vacancy?.expiryDate).slice(0, 10),
    requirements: vacancy?.requirements ?? '',
    requiredSkills: [...(vacancy?.requiredSkills ?? [])],
    candidate: {
      minExperience: anyIfEmpty(vacancy?.candidate?.minExperience),
      firstLanguage: anyIfEmpty(vacancy?.candidate?.firstLanguage),
      secondLanguage: text(vacancy?.candidate?.secondLanguage),
      nationality: text(vacancy?.candidate?.nationality) || ANY_NATIONALITY,
    },
    location: {
      city: text(vacancy?.location?.city),
      country: anyIfEmpty(vacancy?.location?.country),
      workstation: anyIfEmpty(vacancy?.location?.workstation),
      travelRequired: anyIfEmpty(vacancy?.location?.travelRequired),
    },
    time: {
      startDate: text(vacancy?.time?.startDate),
      timePeriod: anyIfEmpty(vacancy?.time?.timePeriod),
      minAvailability: anyIfEmpty(vacancy?.time?.minAvailability),
      projectPhase: anyIfEmpty(vacancy?.time?.projectPhase),
    },
    payment: {
      hourlyRate: anyIfEmpty(vacancy?.payment?.hourlyRate),
      payType: anyIfEmpty(vacancy?.payment?.payType),
      flights: text(vacancy?.payment?.flights),
      hotel: text(vacancy?.payment?.hotel),
    },
    contact: contactOf(profile),
    isTrainer: vacancy?.isTrainer ?? false,
    isConsultant: vacancy?.isConsultant ?? false,
    isPhonePublic: vacancy?.isPhonePublic ?? false,
    isPhoneRegistered: vacancy?.isPhoneRegistered ?? true,
    file: null,
    deleteFile: false,
  };
}

/** docs/reference.md#validation: the vacancy file is a PDF of at most 5 MB (5242880 bytes, docs/reference.md#reading-1). */
export function checkVacancyFile(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  if (!isPdf) return vacancyMsg.fileNotPdf;
  if (file.size > VACANCY_LIMITS.fileBytes) return vacancyMsg.fileTooLarge;
  return null;
}

/**
 * The checks of docs/reference.md#validation: vacancySchema (required fields, minimums, lengths,
 * skills, expiry from tomorrow, Any on edit), the contact minimums (name 4,
 * e-mail 6) and the PDF.
 */
export async function validateVacancy(values: VacancyFormValues, mode: VacancyFormMode, now = new Date(), reference?: ReferenceLists): Promise<FormikErrors<VacancyFormValues>> {
  let errors: FormikErrors<VacancyFormValues> = {};
  try {
    await vacancySchema(mode, now, reference).validate(values, { abortEarly: false });
  } catch (error) {
    if (ValidationError.isError(error)) errors = yupToFormErrors<VacancyFormValues>(error);
    else throw error;
  }
  const contact: FormikErrors<VacancyFormValues['contact']> = {};
  if (values.contact.name.trim().length < 4) contact.name = vacancyMsg.minLength(t('vacancies.form.contactNameField'), 4);
  if (values.contact.email.trim().length < 6) contact.email = vacancyMsg.minLength(t('vacancies.form.contactEmailField'), 6);
  if (contact.name || contact.email) errors.contact = contact;
  const fileProblem = values.file ? checkVacancyFile(values.file) : null;
  if (fileProblem) errors.file = fileProblem;
  return errors;
}

/**
 * The multipart body of POST /vacancy/create and PUT /vacancy/{id} (see docs/reference.md#api):
 * dotted names for the nested groups, text as it is, requiredSkills as JSON
 * text, flags 'true'/'false', the PDF in `file`, `deleteFile`='true' to drop
 * the stored one. On create a field left at Any (or 'Any nationality') is
 * left out (SPEC §5 "dropped on create"): the server reads it as Any and
 * stores it empty, "no restriction" (SPEC-DECISIONS 17). On edit every field
 * travels, Any as that word, for the rules to ask for a choice.
 * The contact is not sent: the server takes it from the account.
 */
export function buildVacancyFormData(values: VacancyFormValues, mode: VacancyFormMode): FormData {
  const body = new FormData();
  for (const name of TEXT_FIELDS) {
    const value = read(values, name).trim();
    if (mode === 'create' && (value === ANY || value === ANY_NATIONALITY)) continue;
    body.append(name, value);
  }
  body.append('publish', values.publish ? 'true' : 'false');
  body.append('requiredSkills', JSON.stringify(values.requiredSkills));
  for (const flag of FLAGS) body.append(flag, values[flag] ? 'true' : 'false');
  if (values.file) body.append(VACANCY_FILE_FIELD, values.file, values.file.name);
  else if (mode === 'edit' && values.deleteFile) body.append(VACANCY_FILE_DELETE_FIELD, 'true');
  return body;
}

/** "120 KB" / "1.4 MB" */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return t('vacancies.form.sizeKb', { size: String(Math.max(1, Math.round(bytes / 1024))) });
  return t('vacancies.form.sizeMb', { size: (bytes / (1024 * 1024)).toFixed(1) });
}
