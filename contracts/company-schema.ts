// The yup rules of contracts/company.ts (client forms and server), apart so a page that reads only its types and constants loads no yup.
import * as yup from 'yup';
import { EMAIL_PATTERN } from './auth';
import { COMPANY_LIMITS, COMPANY_SIZES, companyMsg, websiteDomain } from './company';
import type { ReferenceLists } from './reference';
import { typedLines, typedNumber, typedOneLine } from './text';

/** The company form (client and server); `country` checked against the reference list when given. */
export function companySchema(now = new Date(), reference?: Pick<ReferenceLists, 'country'>) {
  return yup.object({
    name: yup.string().transform(typedOneLine).trim().required(companyMsg.nameRequired).max(COMPANY_LIMITS.name, companyMsg.nameMax),
    about: yup.string().transform(typedLines).trim().default('').max(COMPANY_LIMITS.about, companyMsg.aboutMax),
    industry: yup.string().transform(typedOneLine).trim().default('').max(COMPANY_LIMITS.industry, companyMsg.industryMax),
    size: yup.string().default('').oneOf(['', ...COMPANY_SIZES], companyMsg.badSize),
    country: yup
      .string()
      .transform(typedOneLine)
      .trim()
      .default('')
      .test('country', companyMsg.badCountry, (value) => !value || !reference || reference.country.has(value)),
    city: yup.string().transform(typedOneLine).trim().default('').max(COMPANY_LIMITS.city, companyMsg.cityMax),
    website: yup
      .string()
      .transform(typedOneLine)
      .trim()
      .default('')
      .max(COMPANY_LIMITS.website, companyMsg.badWebsite)
      .test('website', companyMsg.badWebsite, (value) => !value || websiteDomain(value) !== null),
    foundedYear: yup
      .number()
      .transform((value: unknown, original: unknown) => (original === null || original === '' ? null : typedNumber(value, original)))
      .typeError(companyMsg.badFounded)
      .integer(companyMsg.badFounded)
      .min(1800, companyMsg.badFounded)
      .max(now.getUTCFullYear(), companyMsg.badFounded)
      .nullable()
      .default(null),
  });
}

/** POST /company/verify { email }: an address at the website's domain (the server checks the domain and free mail). */
export const verifyCompanySchema = yup.object({
  email: yup.string().transform(typedOneLine).trim().required(companyMsg.badEmail).max(254, companyMsg.badEmail).matches(EMAIL_PATTERN, companyMsg.badEmail),
});
