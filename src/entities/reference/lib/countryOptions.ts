import { COUNTRY_DIVIDER } from '@contracts/reference';

/** A choice for a select, or the divider the list carries after 'Yemen'. */
export type CountryOption = { value: string; label: string } | { divider: true };

/** The country list as select options: the COUNTRY_DIVIDER sentinel becomes a divider. */
export function countryOptions(countries: readonly string[] | undefined): CountryOption[] {
  return (countries ?? []).map((country) =>
    country === COUNTRY_DIVIDER ? { divider: true as const } : { value: country, label: country },
  );
}
