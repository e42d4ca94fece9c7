import { currentLocale } from '@contracts/locale';
import { arabicExtras } from './t';

/**
 * Countries (and nationalities) and languages are stored by their English
 * name (the reference lists, docs/reference.md#data). In Arabic they show the name shipped
 * in contracts/names, generated once from CLDR and reviewed: never the
 * runtime's Intl, whose tables differ between Node and each browser (the
 * server's HTML would differ from the browser's first render, and React
 * would throw it away). A name the tables do not know stays as it is.
 */
function nameIn(table: 'country' | 'language', englishName: string): string {
  if (currentLocale() === 'en' || !englishName) return englishName;
  // The Arabic catalog brings the names (./ar/base.ts), so English pages never download them.
  return arabicExtras.names?.[table][englishName.trim()] ?? englishName;
}

/** A country (or nationality) stored by its English name, in the page's language. */
export const countryName = (englishName: string): string => nameIn('country', englishName);

/** A language stored by its English name, in the page's language. */
export const languageName = (englishName: string): string => nameIn('language', englishName);
