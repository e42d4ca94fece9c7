import type { HydrationState } from 'react-router';

/** Id of the JSON block with what the server rendered: the api state and the router's hydration data. */
export const SSR_DATA_ID = 'ssr-data';

export interface SsrData {
  api: unknown;
  router: HydrationState;
  /** The year the server rendered the page in (the footer's copyright). */
  year?: number;
}

/** What the server rendered this page with, or null for a page the browser renders alone. */
export function readSsrData(): SsrData | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrData;
  } catch {
    return null;
  }
}
