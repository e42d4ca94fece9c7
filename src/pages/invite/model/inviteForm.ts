import * as yup from 'yup';
import { EMAIL_PATTERN, FIELD_LABELS, LIMITS, splitEmails } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { robotRule } from '@/features/robot-check';

export interface InviteValues {
  emails: string[];
  robot: string;
}

export const initialInviteValues: InviteValues = { emails: [''], robot: '' };

/** At most this many fields (and addresses) per invitation (docs/reference.md#reading-6). */
export const MAX_INVITE_FIELDS = LIMITS.invitesPerRequest;

/**
 * Each field is required (see docs/reference.md#validation) and holds one address, or several
 * separated by ';' (docs/reference.md#reading-6); the server checks the split list with
 * contracts' inviteSchema.
 */
export const inviteFormSchema = yup.object({
  emails: yup
    .array(
      yup
        .string()
        .trim()
        .required(msg.required(FIELD_LABELS.email))
        .test('emails', msg.invalidEmail, (value) => !value || splitEmails([value]).every((email) => EMAIL_PATTERN.test(email))),
    )
    .required()
    .test('count', msg.tooManyInvites, (list) => splitEmails((list ?? []).map((v) => v ?? '')).length <= MAX_INVITE_FIELDS),
  robot: robotRule(),
});
