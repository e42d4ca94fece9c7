// The yup rules of contracts/freelancer.ts (client forms and server), apart so a page that reads only its types and constants loads no yup.
import * as yup from 'yup';
import { notInList, unknownSkill, type ReferenceLists } from './reference';
import { DATE_RANGES, dateMsg, isRealDate, isoDayFrom } from './dates';
import { EXPERIENCE_TITLES, FREELANCER_LIMITS, freelancerMsg, normalizeLink, type FreelancerExperience } from './freelancer';
import { msg } from './messages';
import { typedLines, typedOneLine } from './text';

/** One-line text (bidirectional controls and line breaks taken out, see contracts/text). */
const oneLineText = () => yup.string().trim().transform(typedOneLine);

const requiredExperience = (field: keyof FreelancerExperience) =>
  oneLineText().required(freelancerMsg.required(EXPERIENCE_TITLES[field])).max(FREELANCER_LIMITS.text, freelancerMsg.maxLength(EXPERIENCE_TITLES[field], FREELANCER_LIMITS.text));

const link = (message: string) =>
  oneLineText()
    .default('')
    .test('url', message, (value) => !value || normalizeLink(value) !== null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const inList = <S extends yup.StringSchema<string | undefined, yup.AnyObject, any, any>>(schema: S, field: keyof FreelancerExperience, list: ReadonlySet<string> | undefined): S =>
  schema.test('reference', notInList(EXPERIENCE_TITLES[field]), (value) => !list || !value || list.has(value)) as S;

/**
 * Profile fields checked on save (see docs/reference.md#validation). The résumé rule ('Resume is required.')
 * and the file checks are applied where the files are known (form state / upload).
 * With the reference lists (the server always; the SPA once loaded) each select
 * holds a value the lists offer and each skill is known; the start date is
 * 'Anytime' or a real date from a year back to two years ahead.
 */
export function freelancerProfileSchemaFor(reference?: ReferenceLists, now = new Date()) {
  const ref = reference;
  const startTitle = EXPERIENCE_TITLES.startDate;
  return yup.object({
    experience: yup.object({
      totalExperience: inList(requiredExperience('totalExperience'), 'totalExperience', ref?.experiences),
      degree: inList(requiredExperience('degree'), 'degree', ref?.degree),
      nationality: inList(requiredExperience('nationality'), 'nationality', ref?.country),
      residencyVisa: requiredExperience('residencyVisa'),
      firstLanguage: inList(requiredExperience('firstLanguage'), 'firstLanguage', ref?.language),
      secondLanguage: inList(oneLineText().default('').max(FREELANCER_LIMITS.text, freelancerMsg.maxLength(EXPERIENCE_TITLES.secondLanguage, FREELANCER_LIMITS.text)), 'secondLanguage', ref?.language),
      publish: yup.string().oneOf(['yes', 'no']).required(freelancerMsg.required(EXPERIENCE_TITLES.publish)),
      availability: inList(requiredExperience('availability'), 'availability', ref?.availability),
      workStation: inList(requiredExperience('workStation'), 'workStation', ref?.workStation),
      travelWillingness: inList(requiredExperience('travelWillingness'), 'travelWillingness', ref?.travelWillingness),
      hourlyRate: inList(requiredExperience('hourlyRate'), 'hourlyRate', ref?.hourlyRate),
      startDate: requiredExperience('startDate')
        .test('date-or-anytime', freelancerMsg.required(startTitle), (value) => !value || value === 'Anytime' || /^\d{4}-\d{2}-\d{2}$/.test(value))
        .test('real', dateMsg.notADate(startTitle), (value) => !value || value === 'Anytime' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || isRealDate(value))
        .test('not-long-ago', dateMsg.startTooEarly(startTitle), (value) => !isRealDate(value) || value >= isoDayFrom(now, -DATE_RANGES.startDaysBack))
        .test('not-far-ahead', dateMsg.startTooLate(startTitle), (value) => !isRealDate(value) || value <= isoDayFrom(now, DATE_RANGES.startDaysAhead)),
    }),
    profileHeader: oneLineText().default('').max(FREELANCER_LIMITS.profileHeader, freelancerMsg.maxLength('Profile Header', FREELANCER_LIMITS.profileHeader)),
    profileSummary: yup.string().trim().transform(typedLines).default('').max(FREELANCER_LIMITS.profileSummary, freelancerMsg.maxLength('Profile Summary', FREELANCER_LIMITS.profileSummary)),
    companyName: oneLineText().default('').max(FREELANCER_LIMITS.companyName, freelancerMsg.maxLength('Company Name', FREELANCER_LIMITS.companyName)),
    personalLink: link(freelancerMsg.personal),
    linkedinLink: link(freelancerMsg.linkedin),
    legalName: oneLineText().default('').max(FREELANCER_LIMITS.text, freelancerMsg.maxLength('Legal Name', FREELANCER_LIMITS.text)),
    skills: yup
      .array(yup.string().trim().required(unknownSkill).test('known', unknownSkill, (value) => !ref || !value || ref.keySkills.has(value)))
      .default([])
      .min(1, freelancerMsg.atLeastOneSkill)
      .max(FREELANCER_LIMITS.skills, freelancerMsg.tooManySkills),
    Iam: yup.array(yup.string().oneOf(['Trainer', 'Consultant', 'E-Consultant'], msg.invalidValue).required(msg.invalidValue)).default([]),
    emailVacancies: yup.boolean().default(true),
  });
}

/** The rules without reference lists (before the reference data has loaded). */
export const freelancerProfileSchema = freelancerProfileSchemaFor();
