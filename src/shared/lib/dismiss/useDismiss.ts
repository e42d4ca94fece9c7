import { useEffect, type RefObject } from 'react';

/**
 * While `open`: a press outside `root` dismisses (the focus stays where the press put it), and Escape dismisses
 * with `refocus` true (the popup's own button takes the focus back, else it would fall to the page).
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, dismiss: (refocus: boolean) => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) dismiss(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, dismiss]);
}
