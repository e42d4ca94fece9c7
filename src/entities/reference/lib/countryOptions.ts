import { COUNTRY_DIVIDER } from '@contracts/reference';
import { countryName } from '@/shared/i18n';

/** A choice for a select, or the divider the list carries after 'Yemen'. */
export type CountryOption = { value: string; label: string } | { divider: true };

/** The country list as select options (stored by English name, shown in the page's language): the COUNTRY_DIVIDER sentinel becomes a divider. */
export function countryOptions(countries: readonly string[] | undefined): CountryOption[] {
  return (countries ?? []).map((country) =>
    country === COUNTRY_DIVIDER ? { divider: true as const } : { value: country, label: countryName(country) },
  );
}
