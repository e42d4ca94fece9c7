import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseNumber } from '@contracts/text';

const PAGE = 'page';

/**
 * The zero-based page of a URL's `?page=N`, N being the number people see,
 * from 1 (docs/reference.md#reading-15); missing, unreadable or below 2 is 0.
 */
export function pageFromParams(params: URLSearchParams): number {
  const shown = parseNumber(params.get(PAGE) ?? '') ?? 0;
  return shown > 1 ? shown - 1 : 0;
}

/** A copy of `params` at the zero-based `page`; the first page leaves `page` out, so its URL stays bare. */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 0) next.set(PAGE, String(page + 1));
  else next.delete(PAGE);
  return next;
}

export interface SetPageOptions {
  /** Correct the URL in place (a page that emptied), so Back does not return to it. */
  replace?: boolean;
}

/**
 * A list's page in the URL: `[page, setPage]`, zero-based in code and 1-based
 * in the URL. setPage keeps the other parameters and adds a history entry, so
 * Back returns to the page before; the scroll position is the caller's to move.
 */
export function usePageParam(): [page: number, setPage: (page: number, options?: SetPageOptions) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (page: number, { replace = false }: SetPageOptions = {}) => setParams((current) => withPageParam(current, page), { replace, preventScrollReset: true }),
    [setParams],
  );
  return [pageFromParams(params), setPage];
}
