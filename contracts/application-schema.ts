// The yup rules of contracts/application.ts (client forms and server), apart so a page that reads only its types and constants loads no yup.
import * as yup from 'yup';
import { APPLICATION_STATUSES, BULK_DECLINE_MAX, BULK_STATUSES, PROPOSAL_LIMITS, applicationMsg } from './application';
import { isRealDate } from './dates';
import { typedLines, typedNumber, typedOneLine } from './text';

/** The proposal fields of PUT /vacancy/apply (client and server). */
export const proposalSchema = yup.object({
  coverLetter: yup.string().transform(typedLines).trim().default('').max(PROPOSAL_LIMITS.coverLetter, applicationMsg.coverLetterMax),
  proposedRate: yup
    .number()
    // None proposed: left out, null or empty.
    .transform((value: unknown, original: unknown) => (original === null || original === '' ? null : typedNumber(value, original)))
    .typeError(applicationMsg.badRate)
    .integer(applicationMsg.badRate)
    .min(0, applicationMsg.badRate)
    .max(PROPOSAL_LIMITS.rate, applicationMsg.badRate)
    .nullable()
    .default(null),
  availableFrom: yup
    .string()
    .transform(typedOneLine)
    .nullable()
    .default(null)
    .test('date', applicationMsg.badAvailableFrom, (value) => value === null || value === undefined || value === '' || isRealDate(value)),
});

/** The body of POST /vacancy/{vacancyId}/applications/{applicationId}/status: { status, message? } (server). */
const statusMessage = yup.string().transform(typedLines).trim().default('').max(PROPOSAL_LIMITS.message, applicationMsg.messageMax);

/**
 * The body of POST /vacancy/{vacancyId}/applications/{applicationId}/status: { status, message?, closeVacancy? } (server);
 * closeVacancy with a hire unpublishes the vacancy in the same change.
 */
export const applicationStatusSchema = yup.object({
  status: yup
    .string()
    .required(applicationMsg.badStatus)
    .oneOf(
      APPLICATION_STATUSES.filter((status) => status !== 'new' && status !== 'filled'),
      applicationMsg.badStatus,
    ),
  message: statusMessage,
  closeVacancy: yup.boolean().default(false).test('hire', applicationMsg.closeOnlyWithHire, (close, context) => !close || context.parent.status === 'hired'),
});

/** The body of POST /vacancy/{vacancyId}/applications/decline: { applicationIds, message? }, one message to every freelancer declined. */
export const declineManySchema = yup.object({
  applicationIds: yup
    .array(yup.string().required(applicationMsg.badSelection))
    .required(applicationMsg.badSelection)
    .min(1, applicationMsg.badSelection)
    .max(BULK_DECLINE_MAX, applicationMsg.badSelection),
  message: statusMessage,
});

/** The body of POST /vacancy/{vacancyId}/applications/bulk: { status, applicationIds, message? }, one move and one message for every application chosen. */
export const bulkStatusSchema = declineManySchema.shape({
  status: yup.string().required(applicationMsg.badBulkStatus).oneOf(BULK_STATUSES, applicationMsg.badBulkStatus),
});

/** The proposal form of the app: as the API's, with the cover letter required. */
export const proposalFormSchema = proposalSchema.shape({
  coverLetter: yup.string().transform(typedLines).trim().required(applicationMsg.coverLetterRequired).max(PROPOSAL_LIMITS.coverLetter, applicationMsg.coverLetterMax),
});
