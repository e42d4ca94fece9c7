/**
 * A page of a list (docs/reference.md#api "data.data (list) and totalPages"): the response
 * body itself is this object, so `body.data` is the list.
 * Pages are zero-based (see docs/reference.md#limits) unless an endpoint says otherwise.
 */
export interface Paged<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
  /**
   * Present (true) when the server stopped counting: there are at least
   * `total` results (show e.g. "200+ results"); totalPages then reaches
   * at least 10 pages ahead and grows as the reader pages on.
   */
  totalCapped?: boolean;
}

/** Freelancer and vacancy lists show 10 per page. */
export const PAGE_SIZE = 10;

/** A page of a list of PAGE_SIZE rows: totalPages follows from the total; totalCapped only when the count stopped. */
export function pageOf<T>(data: T[], page: number, total: number, totalCapped = false): Paged<T> {
  return { data, page, totalPages: Math.ceil(total / PAGE_SIZE), total, ...(totalCapped ? { totalCapped } : {}) };
}
