import { createContext, useContext } from 'react';

/** This machine's year (UTC, like the server's). */
export const clockYear = (): number => new Date().getUTCFullYear();

/**
 * The year a page shows (the footer's copyright), given by whoever renders
 * it: the server renders with its clock's year and ships it in the page's
 * data, and hydration provides the very same year, so the two renders never
 * differ, whatever the visitor's clock says. Without a provider (a page the
 * browser renders alone) the page reads its clock.
 */
export const PageYear = createContext<number | undefined>(undefined);

export const usePageYear = (): number => useContext(PageYear) ?? clockYear();
