import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_PARAM, isLocale, negotiateLocale, setLocaleSource, type Locale } from '@contracts/locale';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request (contracts/locale.ts): ?lang=, the khibra_lang cookie, Accept-Language, English. */
    locale: Locale;
  }
}

/** The value of one cookie in the Cookie header, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The language a request asks for; see contracts/locale.ts for the order. */
export function requestLocale(request: FastifyRequest): Locale {
  const param = (request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
  if (isLocale(param)) return param;
  const cookie = readCookie(request, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(request.headers['accept-language']);
}

/**
 * The locale of the synchronous work in progress (inLocale), if any. No
 * async context: on Node 20 an AsyncLocalStorage entered per request costs
 * every promise and tick of every request an async hook (a fifth of a cached
 * visitor answer's CPU on the embedded database), so a request's language
 * travels as `request.locale` instead, and only code that builds a message
 * all at once (an e-mail) enters a locale.
 */
let scopedLocale: Locale | undefined;

/** The request headers a language depends on, each with a pattern that finds it in a Vary list (built once, not per answer). */
const VARY_NAMES = ['Accept-Language', 'Cookie'].map((name) => [name, new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, 'i')] as const);
const VARY_LANGUAGE = VARY_NAMES.map(([name]) => name).join(', ');

/**
 * Gives every request its language (`request.locale`): the error envelope
 * is written in it, and services pass it on where they build text for the
 * requester (e-mails through `inLocale`). currentLocale() of
 * contracts/locale.ts is the locale entered by `inLocale`, English outside.
 */
export function registerLocale(app: FastifyInstance): void {
  setLocaleSource(() => scopedLocale ?? DEFAULT_LOCALE);
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = requestLocale(request);
    done();
  });
  // What a response says depends on the language asked for: shared caches keep one copy per language.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const vary = reply.getHeader('vary');
    if (vary === undefined) reply.header('vary', VARY_LANGUAGE);
    else {
      const text = String(vary);
      const missing = VARY_NAMES.filter(([, pattern]) => !pattern.test(text)).map(([name]) => name);
      if (missing.length) reply.header('vary', [text, ...missing].filter(Boolean).join(', '));
    }
    done(null, payload);
  });
}

/**
 * Runs `work` with `locale` as the current locale (an e-mail to someone in
 * their language). The work must be synchronous: the locale is not carried
 * across an await, and a promise returned here is refused.
 */
export function inLocale<T>(locale: Locale, work: () => T): T {
  const outer = scopedLocale;
  scopedLocale = locale;
  try {
    const result = work();
    if (result instanceof Promise) throw new TypeError('inLocale: the work must be synchronous');
    return result;
  } finally {
    scopedLocale = outer;
  }
}

/** Runs `work` in a member's language (their account's; English when it is not one of ours): an e-mail to them. */
export function inLanguageOf<T>(member: { language: string }, work: () => T): T {
  return inLocale(isLocale(member.language) ? member.language : DEFAULT_LOCALE, work);
}

/** request.locale: the language of each answer. */
export const localePlugin = fp(async (app: FastifyInstance) => registerLocale(app), { name: 'khibra-locale' });
