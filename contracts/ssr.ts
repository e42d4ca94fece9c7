/**
 * Server-rendered public pages: what the SPA and the server agree on.
 */

/** Non-secret cookie the SPA sets on login and clears on logout: only "signed in" (value 1). */
export const SIGNED_IN_COOKIE = 'khibra_signed_in';

