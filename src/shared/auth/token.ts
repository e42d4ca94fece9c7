import { SIGNED_IN_COOKIE } from '@contracts/ssr';

/** docs/reference.md#data: the credential lives in local storage under the key Auth. */
export const AUTH_STORAGE_KEY = 'Auth';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A non-secret cookie that only says "signed in" (value 1), so the server
 * renders a neutral shell instead of the visitor's header and masks for a
 * member. The credential itself never leaves local storage.
 */
function writeSignedInCookie(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=31536000`
    : `${SIGNED_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

export function storeToken(token: string): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, token);
  writeSignedInCookie(true);
}

/** docs/reference.md#states: logging out (or a failed profile) clears all of local storage. */
export function clearStorage(): void {
  writeSignedInCookie(false);
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

/**
 * The user id (`sub`) a token names, read without verifying it: only to tell
 * whether two tokens belong to the same person. The server alone decides
 * whether a token is valid. Null when the token is not a readable JWT.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Whether `next` (now in storage) is the same person's session as `shown`:
 * the same token, or two tokens naming the same user. A token nobody can read
 * counts as the same person: the server refuses it anyway (401).
 */
export function samePerson(shown: string, next: string | null): boolean {
  if (next === null) return false;
  if (next === shown) return true;
  const [a, b] = [tokenSubject(shown), tokenSubject(next)];
  return a === null || b === null || a === b;
}

/** Brings the "signed in" cookie in line with storage (a session stored before the cookie existed). */
export function syncSignedInCookie(): void {
  writeSignedInCookie(readToken() !== null);
}
