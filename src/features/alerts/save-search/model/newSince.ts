import { useSearchParams } from 'react-router';

/**
 * NEW_SINCE_PARAM of contracts/alerts.ts (newSince.test.ts holds them equal), written here: a module's exports used
 * anywhere ship wherever it is, so importing the alerts contract would bring all of it to every visitor's search page.
 */
export const NEW_SINCE = 'newSince';

/** The moment of `newSince` in the page's URL (a saved search's alert links with it), or null when absent or not a date. */
export function useNewSince(): number | null {
  const [params] = useSearchParams();
  const since = Date.parse(params.get(NEW_SINCE) ?? '');
  return Number.isNaN(since) ? null : since;
}

/** Whether a result created or published at `at` (ISO) came after `since`: it is marked "New". */
export const isNewSince = (at: string | null | undefined, since: number | null): boolean => since !== null && typeof at === 'string' && Date.parse(at) > since;
