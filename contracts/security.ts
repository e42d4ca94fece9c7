/** Sessions and the security log of My Account (GET /user/sessions, GET /user/security-log). */

export const SECURITY_PATHS = {
  /** GET: the account's live sessions, newest activity first. */
  sessions: '/user/sessions',
  /** DELETE /user/sessions/{id}: ends one of the account's own sessions (404 for any other id). */
  session: '/user/sessions/:id',
  /** GET ?page=0: the security log, newest first, SECURITY_LOG_PAGE_SIZE a page. */
  securityLog: '/user/security-log',
} as const;

/** The long-lived random device cookie (httpOnly, SameSite=Lax, Secure in production): which device signs in. */
export const DEVICE_COOKIE = 'khibra_device';

export const SECURITY_LOG_PAGE_SIZE = 20;

/** A browser and system named from a user agent (product names, never translated); null when not recognised. */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

/** One live session of the member. */
export interface SessionView {
  id: string;
  /** The session of this request ("this device"). */
  current: boolean;
  userAgent: string | null;
  /** Browser and system read from userAgent on the server. */
  device: DeviceName;
  ip: string | null;
  createdAt: string;
  lastActiveAt: string;
}

/**
 * What the security log records. Sign-in: signIn, signInFailed (for an existing account).
 * Changes: passwordChanged (in a session), passwordReset (a temporary password replaced),
 * emailChanged (the new address confirmed), twoFactorEnabled, twoFactorDisabled,
 * recoveryCodesRegenerated, passkeyAdded, passkeyRemoved. Sessions: sessionEnded (details.by says how),
 * signedOutEverywhere.
 */
export type SecurityEventKind =
  | 'signIn'
  | 'signInFailed'
  | 'passwordChanged'
  | 'passwordReset'
  | 'emailChanged'
  | 'twoFactorEnabled'
  | 'twoFactorDisabled'
  | 'recoveryCodesRegenerated'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'sessionEnded'
  | 'signedOutEverywhere';

/** Who ended a session: the member in the sessions list, "This wasn't me", or a password change. */
export type SessionEndedBy = 'member' | 'thisWasntMe' | 'passwordChange';

export interface SecurityEventDetails {
  ip?: string;
  userAgent?: string;
  /** signIn: the device was not seen for this account before. */
  newDevice?: boolean;
  /** sessionEnded, signedOutEverywhere: how. */
  by?: SessionEndedBy;
  /** sessionEnded: how many sessions ended. */
  count?: number;
  /** passkeyAdded, passkeyRemoved: the passkey's name. */
  name?: string;
}

export interface SecurityEventView {
  id: string;
  kind: SecurityEventKind;
  createdAt: string;
  ip: string | null;
  device: DeviceName | null;
  newDevice?: boolean;
  by?: SessionEndedBy;
  count?: number;
  name?: string;
}

export interface SecurityLogPage {
  data: SecurityEventView[];
  page: number;
  hasMore: boolean;
}
