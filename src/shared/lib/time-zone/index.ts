import { useSyncExternalStore } from 'react';

/**
 * The zone in which the server writes instants (a vacancy's "Posted", a review's date): fixed, so a page's HTML is the
 * same whichever machine renders it.
 */
export const SERVER_ZONE = 'UTC';

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || SERVER_ZONE;
const unchanging = () => () => undefined;

/**
 * The zone in which a component shows instants. Hydration starts from the server's zone, so the first render in the
 * browser writes exactly the server's text (between 00:00 and 03:00 in Riyadh a date in the browser's own zone is a
 * day later than the server's, and React would throw the server's HTML away); React then renders again with the
 * visitor's zone. A page the browser renders alone uses the visitor's zone from the start.
 */
export function useViewerZone(): string {
  return useSyncExternalStore(unchanging, browserZone, () => SERVER_ZONE);
}
