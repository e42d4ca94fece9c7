import * as yup from 'yup';
import { FIELD_LABELS } from './auth';
import { msg } from './messages';
import { typedOneLine } from './text';

/**
 * Passkeys (WebAuthn), under API_PREFIX. The WebAuthn options and responses
 * travel as the JSON of @simplewebauthn (PublicKeyCredential*OptionsJSON,
 * RegistrationResponseJSON, AuthenticationResponseJSON).
 */
export const PASSKEY_PATHS = {
  /** GET: the caller's passkeys (PasskeyView[]); POST { response, name? }: stores a new one (PasskeyView, 201). */
  list: '/user/passkeys',
  /** POST: registration options for the caller, with a fresh challenge. */
  registrationOptions: '/user/passkeys/options',
  /** PATCH { name }: renames one; DELETE: removes one (only the caller's own). */
  one: (id: string) => `/user/passkeys/${id}`,
  /** POST (visitor): sign-in options with a fresh challenge and no account named (discoverable credentials). */
  signInOptions: '/auth/passkey/options',
  /** POST { response } (visitor): signs in as /auth/login does (TokenResponse); no password and no second step. */
  signIn: '/auth/passkey',
} as const;

export const PASSKEY_LIMITS = {
  name: 60,
  perAccount: 10,
  /** How long a challenge may be answered. */
  challengeTtlMs: 5 * 60 * 1000,
} as const;

/** Messages of the passkey calls (their Arabic is in messages-ar.ts). */
export const passkeyMsg = {
  notVerified: 'This passkey could not be checked. Please try again.',
  unknown: 'This passkey is not registered on Khibra. Sign in with your email and password, then add it in My Account.',
  expired: 'The passkey request has expired or was already used. Please try again.',
  tooMany: `You can add at most ${PASSKEY_LIMITS.perAccount} passkeys. Please remove one first.`,
  alreadyAdded: 'This passkey is already added to your account.',
  notFound: 'This passkey was not found.',
} as const;

/** One passkey as My Account lists it. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A passkey's name: one line, at most 60 characters. */
export const passkeyNameSchema = yup.object({
  name: yup
    .string()
    .trim()
    .transform(typedOneLine)
    .required(msg.required(FIELD_LABELS.name))
    .max(PASSKEY_LIMITS.name, msg.maxLength(FIELD_LABELS.name, PASSKEY_LIMITS.name)),
});
