import { currentLocale } from '@contracts/locale';

/** Business constants of docs/reference.md#limits used by the SPA. */
export const TOAST_AUTO_HIDE_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 768;

/** Redirect delays after a successful action (see docs/reference.md#limits). */
export const REDIRECT_DELAY_MS = {
  signup: 2000,
  apply: 1000,
  vacancyCreate: 2000,
  passwordReset: 1500,
} as const;

/** The support address shown on the contact page (docs/reference.md#screens 'Email us at {email} …'). */
export const CONTACT_EMAIL_DISPLAY = 'support@khibra.local';

/** Where toasts appear: the top corner at the inline end (right in English, left in Arabic). */
export const toastAnchor = () => ({ vertical: 'top', horizontal: currentLocale() === 'ar' ? 'left' : 'right' }) as const;
