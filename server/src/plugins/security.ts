import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '@contracts/api';
import type { Config } from '../config';
import fp from 'fastify-plugin';

const RECAPTCHA_SCRIPT = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The Content-Security-Policy allows what the SPA needs and nothing more:
 * our own scripts, styles (notistack injects style elements, hence
 * 'unsafe-inline' for styles only), images incl. data:/blob: for the photo
 * cropper, our own media, and Google's reCAPTCHA hosts only when configured.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const recaptcha = config.captchaProvider === 'recaptcha';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPT : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': recaptcha ? RECAPTCHA_FRAME : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Powerful browser features the site never uses, switched off for every
 * page and every frame it embeds (reCAPTCHA needs none of them). An XSS that
 * slipped through could still not reach the camera, microphone, location,
 * payment or devices. Only features Chromium knows are named, so its
 * console stays quiet. Autoplay and fullscreen stay allowed: the home and
 * help pages play their muted videos by themselves. Passkeys (WebAuthn
 * create and get) are allowed to the site itself only, never to a frame.
 */
const SELF_ONLY = ['publickey-credentials-create', 'publickey-credentials-get'];

export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat(SELF_ONLY.map((feature) => `${feature}=(self)`))
  .join(', ');

/** Answers for a signed-in caller carry other people's e-mails and phones: never stored by a browser or a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Helmet's options: the CSP above, everything else Helmet's defaults. */
export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Videos and images are same-origin; nothing needs cross-origin embedding.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers Helmet sets, in its order and spelling, computed once. None of
 * them depends on the request: the CSP has no nonce (no inline script anywhere;
 * the SSR's data is JSON, not script) and no directive is a function. So they
 * are recorded by running Helmet's middleware once against a stand-in response
 * and replayed on every answer. (@fastify/helmet built a new Helmet middleware
 * per request, CSP string included: ~13% of a cached visitor read's CPU.)
 * Helmet's only other act, removing X-Powered-By, has nothing to remove:
 * Fastify never sets it.
 */
export function securityHeaders(config: Config): ReadonlyArray<readonly [string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function registerSecurity(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  // Set on the raw response at the start, as @fastify/helmet did: error answers and 404s carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // Callback style, not async: no promise per request on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // Any API answer to a signed-in caller (members' views of freelancers and
    // vacancies, favourites, bookings, applicants, my profile) is private and
    // not stored, unless its route chose a cache on purpose (reference data).
    const signedIn = Boolean(request.user) || request.headers.authorization !== undefined;
    if (signedIn && request.url.startsWith(`${API_PREFIX}/`)) {
      const chosen = reply.getHeader('Cache-Control');
      if (chosen === undefined || chosen === 'no-store' || chosen === 'no-cache') reply.header('Cache-Control', PRIVATE_NO_STORE);
    }
    done(null, payload);
  });
}

/** Security headers of every answer. */
export const securityPlugin = fp(async (app: FastifyInstance) => registerSecurity(app, app.config), { name: 'khibra-security', decorators: { fastify: ['config'] } });
