/**
 * The year a page shows (the footer's copyright). A server-rendered page
 * takes it from the server's clock, and hydration keeps the very same year
 * (the page's data carries it), so the two renders never differ, whatever
 * the visitor's clock says; a page the browser renders alone reads its clock.
 */
let pageYear: number | null = null;

/** This machine's year (UTC, like the server's). */
export const clockYear = (): number => new Date().getUTCFullYear();

/** The server: the year it renders with; the browser: the year the server rendered with (null: none). */
export function setPageYear(year: number | null): void {
  pageYear = year;
}

export function currentPageYear(): number {
  return pageYear ?? clockYear();
}
