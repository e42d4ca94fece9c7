/**
 * Server-rendered public pages (issue 12): what the SPA and the server agree on.
 */

/** Non-secret cookie the SPA sets on login and clears on logout: only "signed in" (value 1). */
export const SIGNED_IN_COOKIE = 'khibra_signed_in';

/** Global the server-rendered page defines with the RTK Query state of its first render. */
export const SSR_STATE_GLOBAL = '__KHIBRA_SSR_STATE__';
