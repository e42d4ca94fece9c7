import { notInList } from '@contracts/reference';
import { badRequest } from '../../http/errors';
import { REFERENCE_LISTS } from './data';

/**
 * An account's country must be one the reference data offers (it shows on
 * public cards and feeds the filters). The sign-up and My Account forms offer
 * only the list, so the person never meets this; it stops other clients.
 */
export function assertKnownCountry(country: string | undefined): void {
  if (country !== undefined && !REFERENCE_LISTS.country.has(country)) throw badRequest(notInList('Country'), 'validation');
}

/** A list of skills without repeats: the first of those that differ only in letter case is kept, in the order given. */
export function dedupe(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
