/** SPEC §3: the credential lives in local storage under the key Auth. */
export const AUTH_STORAGE_KEY = 'Auth';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, token);
}

/** SPEC §4: logging out (or a failed profile) clears all of local storage. */
export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}
