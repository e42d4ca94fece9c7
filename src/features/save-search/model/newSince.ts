import { useSearchParams } from 'react-router';
import { NEW_SINCE_PARAM } from '@contracts/alerts';

/** The moment of `newSince` in the page's URL (a saved search's alert links with it), or null when absent or not a date. */
export function useNewSince(): number | null {
  const [params] = useSearchParams();
  const since = Date.parse(params.get(NEW_SINCE_PARAM) ?? '');
  return Number.isNaN(since) ? null : since;
}

/** Whether a result created or published at `at` (ISO) came after `since`: it is marked "New". */
export const isNewSince = (at: string | null | undefined, since: number | null): boolean => since !== null && typeof at === 'string' && Date.parse(at) > since;
