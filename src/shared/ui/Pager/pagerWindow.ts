/** How many page numbers the pager shows at most. */
export const PAGER_WINDOW_SIZE = 10;
/** How many pages before the current one the window tries to show. */
const PAGES_BEFORE = 5;

/**
 * Zero-based page numbers to show around `page`: up to 10, with up to 5 before
 * the current page. Near the end the window shifts back so 10 still show.
 * An out-of-range `page` is clamped; no pages → [].
 */
export function pagerWindow(page: number, totalPages: number): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(0, Math.floor(page)), total - 1);
  let start = Math.max(0, current - PAGES_BEFORE);
  const end = Math.min(total - 1, start + PAGER_WINDOW_SIZE - 1);
  start = Math.max(0, end - (PAGER_WINDOW_SIZE - 1));
  const pages: number[] = [];
  for (let n = start; n <= end; n += 1) pages.push(n);
  return pages;
}
