import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Names the page in the browser's tab and history (the words the server
 * render puts in <title>), and once its data arrives. After a client-side
 * navigation to another page the new page's main heading takes the focus
 * (tabindex -1: focusable by script only), or the main region when it has
 * none, so a screen reader announces where the user arrived instead of
 * staying silent on a link that is gone. The first page of a visit keeps the
 * browser's own start, and a page changing only its search (filters,
 * paging) or going to an #anchor keeps the focus where it is.
 */
export function useDocumentTitle(title: string): void {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname || hash) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
