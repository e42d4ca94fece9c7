import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON, AuthenticationResponseJSON } from '@simplewebauthn/browser';

/** Why the browser gave no passkey answer: the person cancelled (or it timed out), the browser cannot, or something else. */
export type PasskeyProblem = 'cancelled' | 'unsupported' | 'failed';

export class PasskeyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(problem);
    this.name = 'PasskeyError';
  }
}

/** @simplewebauthn/browser, fetched only when a passkey is used (its own chunk, never in a page's first load). */
const browserLib = () => import(/* webpackChunkName: "webauthn" */ '@simplewebauthn/browser');

const problemOf = (error: unknown): PasskeyProblem => {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'NotSupportedError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return 'unsupported';
  return 'failed';
};

/** Whether this browser can make and use passkeys at all (a quick check without loading the library). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** navigator.credentials.create through the library; a PasskeyError says why it gave nothing. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const { startRegistration } = await browserLib();
  return startRegistration({ optionsJSON }).catch((error: unknown) => {
    throw new PasskeyError(problemOf(error));
  });
}

/** navigator.credentials.get through the library (the browser lists the passkeys it holds for this site). */
export async function getPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported');
  const { startAuthentication } = await browserLib();
  return startAuthentication({ optionsJSON }).catch((error: unknown) => {
    throw new PasskeyError(problemOf(error));
  });
}
