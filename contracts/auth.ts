import * as yup from 'yup';
import { msg } from './messages';
import { typedLines, typedOneLine, typedPhone } from './text';

/**
 * Accounts: payloads, limits and yup schemas of docs/reference.md#data, #validation. The server
 * validates request bodies with these same schemas, so every rule and its
 * message is defined once.
 */

export const LIMITS = {
  name: 60,
  email: 60,
  phone: 20,
  accountText: 60,
  inquiry: 800,
  invitesPerRequest: 10,
} as const;

/** Labels used in the messages ('Please enter the required field {Field}'). */
export const FIELD_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  city: 'City',
  password: 'Password',
  cnfpassword: 'Confirm Password',
  name: 'Name',
  subject: 'Subject',
  inquiry: 'Inquiry',
} as const;

/** The role of a business account (defined in ./user, free of yup, so the app shell can read it). */
import { BUSINESS_ROLE } from './user';
export { BUSINESS_ROLE };

/** Header that carries the single-use robot-check proof on protected forms (defined in ./robot, free of yup). */
export { ROBOT_PROOF_HEADER } from './robot';

/** Phone: digits with an optional leading '+' (docs/reference.md#reading-4). */
export const PHONE_PATTERN = /^\+?\d+$/;
/** Text, at sign, text, dot, text (docs/reference.md#validation booking rule, used for every e-mail). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required one-line field (bidirectional controls and line breaks are taken out, see contracts/text). */
const text = (field: keyof typeof FIELD_LABELS) => yup.string().trim().transform(typedOneLine).required(msg.required(FIELD_LABELS[field]));
const email = () =>
  text('email').min(3, msg.minLength(FIELD_LABELS.email, 3)).max(LIMITS.email, msg.maxLength(FIELD_LABELS.email, LIMITS.email)).matches(EMAIL_PATTERN, msg.invalidEmail);

export interface SignupPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  password: string;
  cnfpassword: string;
  Iam: string[];
}

export const signupSchema = yup.object({
  firstName: text('firstName').min(3, msg.minLength(FIELD_LABELS.firstName, 3)).max(LIMITS.name, msg.maxLength(FIELD_LABELS.firstName, LIMITS.name)),
  lastName: text('lastName').max(LIMITS.name, msg.maxLength(FIELD_LABELS.lastName, LIMITS.name)),
  email: email(),
  phone: text('phone')
    .transform(typedPhone)
    .min(7, msg.minLength(FIELD_LABELS.phone, 7))
    .max(LIMITS.phone, msg.maxLength(FIELD_LABELS.phone, LIMITS.phone))
    .matches(PHONE_PATTERN, msg.phoneNumeric),
  country: text('country').min(3, msg.minLength(FIELD_LABELS.country, 3)),
  city: text('city').min(3, msg.minLength(FIELD_LABELS.city, 3)).max(LIMITS.accountText, msg.maxLength(FIELD_LABELS.city, LIMITS.accountText)),
  password: yup.string().required(msg.required(FIELD_LABELS.password)).min(6, msg.minLength(FIELD_LABELS.password, 6)).max(128, msg.maxLength(FIELD_LABELS.password, 128)),
  cnfpassword: yup
    .string()
    .required(msg.required(FIELD_LABELS.cnfpassword))
    .min(6, msg.minLength(FIELD_LABELS.cnfpassword, 6))
    .oneOf([yup.ref('password')], msg.passwordsNotSame),
  Iam: yup.array(yup.string().oneOf([BUSINESS_ROLE], msg.invalidValue).defined(msg.invalidValue)).default([]),
});

export interface LoginPayload {
  email: string;
  password: string;
}

export const loginSchema = yup.object({
  email: yup.string().trim().transform(typedOneLine).required(msg.required('Email')).min(4, msg.minLength('Email', 4)),
  password: yup.string().required(msg.required('Password')).min(4, msg.minLength('Password', 4)),
});

/** POST /auth/reauth { password } (signed in): the password again, for a sensitive action (403 code reauthRequired). */
export const REAUTH_PATH = '/auth/reauth';
/** errors.error of the 403 that asks for the password again; the client re-asks and retries once. */
export const REAUTH_REQUIRED = 'reauthRequired';
/** errors.error of a failed sign-in that asks for the robot check again (many failures on the account, an unknown device). */
export const ROBOT_CHECK_REQUIRED = 'robotCheckRequired';

export interface ReauthPayload {
  password: string;
}

export interface Reauthenticated {
  reauthenticated: true;
}

export const reauthSchema = yup.object({
  password: yup.string().required(msg.required('Password')).max(128, msg.maxLength('Password', 128)),
});

export interface ContactPayload {
  name: string;
  email: string;
  subject: string;
  inquiry: string;
}

export const contactSchema = yup.object({
  name: text('name').min(3, msg.minLength(FIELD_LABELS.name, 3)).max(LIMITS.accountText, msg.maxLength(FIELD_LABELS.name, LIMITS.accountText)),
  email: email(),
  subject: text('subject').max(120, msg.maxLength(FIELD_LABELS.subject, 120)),
  inquiry: yup.string().trim().transform(typedLines).required(msg.required(FIELD_LABELS.inquiry)).max(LIMITS.inquiry, msg.max800),
});

export interface InvitePayload {
  emails: string[];
}

/** Splits a field holding several addresses on ';' (docs/reference.md#reading-6). */
export const splitEmails = (values: string[]): string[] =>
  values.flatMap((value) => value.split(';')).map((value) => value.trim()).filter(Boolean);

export const inviteSchema = yup.object({
  emails: yup
    .array(yup.string().trim().transform(typedOneLine).required(msg.required(FIELD_LABELS.email)).matches(EMAIL_PATTERN, msg.invalidEmail).max(LIMITS.email, msg.maxLength(FIELD_LABELS.email, LIMITS.email)))
    .required(msg.required(FIELD_LABELS.email))
    .min(1, msg.required(FIELD_LABELS.email))
    .max(LIMITS.invitesPerRequest, msg.tooManyInvites),
});

export interface ForgotPasswordPayload {
  email: string;
}

export const forgotPasswordSchema = yup.object({ email: email() });

export interface PasswordUpdatePayload {
  current: string;
  new: string;
  newConfirm: string;
}

export const passwordUpdateSchema = yup.object({
  current: yup.string().required(msg.allFields),
  new: yup
    .string()
    .required(msg.allFields)
    .min(6, msg.minLength('New password', 6))
    .max(128, msg.maxLength('New password', 128))
    .notOneOf([yup.ref('current')], msg.newSameAsOld),
  newConfirm: yup.string().required(msg.allFields).oneOf([yup.ref('new')], msg.passwordsDoNotMatch),
});

/** POST /user/myprofile takes only these fields, each optional (only what changed). */
export interface AccountUpdatePayload {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  city?: string;
  showPhonePublic?: boolean;
  showPhoneRegistered?: boolean;
  /** Required when email changes: the account's current password. */
  currentPassword?: string;
}

const accountText = (field: keyof typeof FIELD_LABELS) =>
  text(field).max(LIMITS.accountText, msg.maxLength(FIELD_LABELS[field], LIMITS.accountText));

/** The full account form (client); the server applies it to the merged result. */
export const accountSchema = yup.object({
  firstName: accountText('firstName'),
  lastName: accountText('lastName'),
  email: email(),
  phone: text('phone').transform(typedPhone).min(7, msg.minLength(FIELD_LABELS.phone, 7)).max(LIMITS.phone, msg.maxLength(FIELD_LABELS.phone, LIMITS.phone)).matches(PHONE_PATTERN, msg.phoneNumeric),
  country: accountText('country'),
  city: accountText('city'),
  showPhonePublic: yup.boolean().typeError(msg.invalidValue).defined(msg.invalidValue),
  showPhoneRegistered: yup.boolean().typeError(msg.invalidValue).defined(msg.invalidValue),
});

/** POST /auth/verifyrecaptchav3 */
export interface RobotCheckRequest {
  token: string;
  action: 'submit';
}
/** The answer has `success` (see docs/reference.md#api) and, when true, a short-lived single-use proof. */
export interface RobotCheckResponse {
  success: boolean;
  proof?: string;
}

/** GET /auth/robot-config: which provider the client renders. */
export interface RobotConfig {
  provider: 'local' | 'recaptcha';
  siteKey?: string;
}

/** POST /auth/register and /auth/login → data.data.token */
export interface TokenResponse {
  token: string;
  /** True when the login used a temporary password: the app sends the user to set a new one first. */
  mustChangePassword?: boolean;
}

/**
 * Answer of the calls that send e-mail (forgot password, contact, invite,
 * GET /freelancer/generate-token): data.data. Forgot password answers the
 * same whether or not the address has an account.
 */
export interface SentResponse {
  sent: true;
}

/**
 * GET /unauth/verify-email?token=… redirects to /login?emailverified=true, or to
 * /login?emailverified=false&reason=… when the link cannot be used.
 */
export type VerifyEmailFailure = 'expired' | 'used' | 'invalid';
