// The yup rules of contracts/vacancy.ts (client forms and server), apart so a page that reads only its types and constants loads no yup.
import * as yup from 'yup';
import { notInList, unknownSkill, type ReferenceLists } from './reference';
import { DATE_RANGES, dateMsg, isRealDate, isoDayFrom } from './dates';
import { ANY, ANY_NATIONALITY, ANYTIME, type VACANCY_ANY_FIELDS, VACANCY_FIELD_NAMES, VACANCY_LIMITS, tomorrowIso, vacancyMsg } from './vacancy';
import { typedLines, typedOneLine } from './text';

type Mode = 'create' | 'edit';

/** A required text field: one line (bidirectional controls and line breaks taken out, see contracts/text) unless `lines` says several. */
const requiredText = (name: string, mode: Mode, min?: number, lines: 'one' | 'several' = 'one') => {
  let schema = yup
    .string()
    .trim()
    .transform(lines === 'one' ? typedOneLine : typedLines)
    .required(vacancyMsg.required(name));
  if (min) schema = schema.min(min, vacancyMsg.minLength(name, min));
  // On edit a select still at Any gives 'Please select {field}' (docs/reference.md#validation, docs/reference.md#reading-17).
  if (mode === 'edit') schema = schema.notOneOf([ANY], vacancyMsg.selectField(name));
  return schema;
};

/** A select's value must be one the reference data offers (Any, or empty where allowed, means no restriction). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const fromList = <S extends yup.StringSchema<string | undefined, yup.AnyObject, any, any>>(schema: S, name: string, list: ReadonlySet<string> | undefined, extra: readonly string[] = [ANY]): S =>
  schema.test('reference', notInList(name), (value) => !list || !value || extra.includes(value) || list.has(value)) as S;

/**
 * Vacancy create/edit rules (see docs/reference.md#validation). Contact name, e-mail and phone are not
 * part of the payload: the server takes them from the poster's account.
 * With the reference lists (the server always passes them; the SPA once the
 * reference data has loaded) every select must hold a value the lists offer
 * and every skill must be known. Dates are real calendar dates:
 * expiry from tomorrow to a year ahead, start 'Anytime' or a date not more
 * than a year back and not after the expiry (DATE_RANGES).
 */
export function vacancySchema(mode: Mode, now = new Date(), reference?: ReferenceLists) {
  const maxRequirements = mode === 'create' ? VACANCY_LIMITS.requirementsCreate : VACANCY_LIMITS.requirementsEdit;
  const n = VACANCY_FIELD_NAMES;
  const ref = reference;
  /** A select offering Any; on create a missing one is Any (the form leaves it out of the request). */
  const anyChoice = (field: (typeof VACANCY_ANY_FIELDS)[number], list: ReadonlySet<string> | undefined) => {
    const schema = fromList(requiredText(n[field], mode), n[field], list);
    return mode === 'create' ? schema.default(ANY) : schema;
  };
  return yup.object({
    title: requiredText(n.title, mode, 4).max(VACANCY_LIMITS.title, vacancyMsg.maxLength(n.title, VACANCY_LIMITS.title)),
    publish: yup.boolean().default(true),
    expiryDate: yup
      .string()
      .required(vacancyMsg.required(n.expiryDate))
      .matches(/^\d{4}-\d{2}-\d{2}$/, vacancyMsg.required(n.expiryDate))
      .test('real', dateMsg.notADate(n.expiryDate), (value) => !value || isRealDate(value))
      .test('tomorrow', vacancyMsg.expiryTomorrow, (value) => !value || value >= tomorrowIso(now))
      .test('within-year', dateMsg.expiryWithinYear, (value) => !value || value <= isoDayFrom(now, DATE_RANGES.vacancyExpiryDays)),
    requiredSkills: yup
      .array(yup.string().trim().required(unknownSkill).test('known', unknownSkill, (value) => !ref || !value || ref.keySkills.has(value)))
      .default([])
      .min(1, vacancyMsg.atLeastOneSkill)
      .max(VACANCY_LIMITS.skills, vacancyMsg.tooManySkills),
    requirements: requiredText(n.requirements, mode, 5, 'several').max(maxRequirements, vacancyMsg.maxLength(n.requirements, maxRequirements)),
    candidate: yup.object({
      minExperience: anyChoice('candidate.minExperience', ref?.experiences),
      firstLanguage: anyChoice('candidate.firstLanguage', ref?.language),
      secondLanguage: fromList(yup.string().trim().transform(typedOneLine).default(''), 'Second Language', ref?.language),
      nationality: fromList(yup.string().trim().transform(typedOneLine).default(''), 'Nationality', ref?.country, [ANY, ANY_NATIONALITY]),
    }),
    location: yup.object({
      city: requiredText(n['location.city'], mode, 3).max(60, vacancyMsg.maxLength(n['location.city'], 60)),
      country: anyChoice('location.country', ref?.country),
      workstation: anyChoice('location.workstation', ref?.workStation),
      travelRequired: anyChoice('location.travelRequired', ref?.travelWillingness),
    }),
    time: yup.object({
      startDate: requiredText(n['time.startDate'], mode)
        .test('real', dateMsg.notADate(n['time.startDate']), (value) => !value || value === ANYTIME || value === ANY || isRealDate(value))
        .test('not-long-ago', dateMsg.startTooEarly(n['time.startDate']), (value) => !isRealDate(value) || value >= isoDayFrom(now, -DATE_RANGES.startDaysBack))
        .test('before-expiry', dateMsg.startAfterExpiry, function (value) {
          const root = this.from?.[this.from.length - 1]?.value as { expiryDate?: unknown } | undefined;
          const expiry = root?.expiryDate;
          return !isRealDate(value) || !isRealDate(expiry) || value <= expiry;
        }),
      timePeriod: anyChoice('time.timePeriod', ref?.timePeriod),
      minAvailability: anyChoice('time.minAvailability', ref?.availability),
      projectPhase: anyChoice('time.projectPhase', ref?.projectPhase),
    }),
    payment: yup.object({
      hourlyRate: anyChoice('payment.hourlyRate', ref?.hourlyRate),
      payType: anyChoice('payment.payType', ref?.payType),
      flights: yup.string().oneOf(['Paid', 'Not Paid'], vacancyMsg.required(n['payment.flights'])).required(vacancyMsg.required(n['payment.flights'])),
      hotel: yup.string().oneOf(['Paid', 'Not Paid'], vacancyMsg.required(n['payment.hotel'])).required(vacancyMsg.required(n['payment.hotel'])),
    }),
    isTrainer: yup.boolean().default(false),
    isConsultant: yup.boolean().default(false),
    isPhonePublic: yup.boolean().default(false),
    isPhoneRegistered: yup.boolean().default(true),
  });
}
