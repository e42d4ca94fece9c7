import type { MouseEvent } from 'react';

/** A plain click follows the link in this tab; with a modifier key or another button it opens elsewhere and this page stays. */
export const opensHere = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
