import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

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

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Videos and images are same-origin; nothing needs cross-origin embedding.
    crossOriginEmbedderPolicy: false,
  });
}
