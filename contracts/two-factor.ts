import * as yup from 'yup';
import type { TokenResponse } from './auth';
import { msg } from './messages';
import { normalizeDigits } from './text';

/** Two-step sign-in's messages, both sides (the Arabic in messages-ar.ts). */
export const twoFactorMsg = {
  /** Two-step sign-in: a code that is not the current authenticator code nor an unused recovery code. */
  codeWrong: 'This code is not right. Enter the 6-digit code your authenticator app shows now, or an unused recovery code.',
  /** The same authenticator code twice within its 30 seconds. */
  codeUsed: 'This code was already used. Please wait for the next code in your authenticator app.',
  /** The second step of a login after its five minutes, or with an unknown ticket. */
  expired: 'This sign-in has expired. Please enter your email and password again.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  /** Confirming with no secret waiting (none asked for, or it is already on). */
  noSetup: 'Please start turning on two-step sign-in first.',
} as const;

/** Two-step sign-in with an authenticator app (TOTP) and recovery codes. */
export const TWO_FACTOR_PATHS = {
  /** GET → TwoFactorStatus. */
  status: '/user/2fa',
  /** POST → TotpSetup (a new secret, not yet on); DELETE { code } turns two-step sign-in off. */
  totp: '/user/2fa/totp',
  /** POST { code } → RecoveryCodes: two-step sign-in is on. */
  confirm: '/user/2fa/totp/confirm',
  /** POST { ticket, code } → TokenResponse: the second step of a login. */
  login: '/auth/login/2fa',
} as const;

export const RECOVERY_CODE_COUNT = 10;
/** How long the ticket of a right password waits for its code. */
export const LOGIN_TICKET_TTL_MS = 5 * 60 * 1000;

export interface TwoFactorStatus {
  totp: boolean;
}

/** The secret and the QR code of the authenticator app's entry: shown once, before confirmation. */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as an SVG QR code. */
  qrSvg: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** POST /auth/login answers this instead of a token when two-step sign-in is on. */
export interface TwoFactorChallenge {
  twoFactor: { ticket: string };
}

export type LoginResponse = TokenResponse | TwoFactorChallenge;

export const isTwoFactorChallenge = (answer: LoginResponse): answer is TwoFactorChallenge => 'twoFactor' in answer;

/**
 * A code as typed: Arabic-Indic digits read as 0-9, spaces and dashes dropped, letters in capitals
 * (a 6-digit authenticator code, or a recovery code such as ABCDE-FGHJK).
 */
export const normalizeCode = (typed: string): string => normalizeDigits(typed).replace(/[\s\-–]/g, '').toUpperCase();

export const CODE_LABEL = 'Code';

export const twoFactorCodeSchema = yup.object({
  code: yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeCode(value) : value))
    .required(msg.required(CODE_LABEL))
    .max(20, twoFactorMsg.codeWrong),
});

export const twoFactorLoginSchema = twoFactorCodeSchema.shape({
  ticket: yup.string().required(twoFactorMsg.expired).max(100, twoFactorMsg.expired),
});
