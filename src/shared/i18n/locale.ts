import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_PARAM, isLocale, setLocaleSource, type Locale } from '@contracts/locale';

/** Remembers the visitor's choice for the server render of every next page (a first-party cookie, a year). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The page's language is what the server wrote in `<html lang>` (from
 * `?lang=`, the cookie or Accept-Language); it holds until the next page
 * load. A link that chose the language (`?lang=ar`, the switcher's and the
 * hreflang links) makes that choice the remembered one, and the parameter
 * leaves the address bar: the routes stay the same in both languages.
 */
export function startPageLocale(): Locale {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  setLocaleSource(() => locale);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LOCALE_PARAM)) {
    rememberLocale(locale);
    url.searchParams.delete(LOCALE_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return locale;
}

/** The address of the current page in `locale` (the switcher's link). */
export function pageInLocale(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  const search = new URLSearchParams(location.search);
  search.set(LOCALE_PARAM, locale);
  return `${location.pathname}?${search.toString()}${location.hash}`;
}
