import { useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '@/shared/ui';
import { dropLeadingHeading, loadPurifier, sanitizeContentHtml } from '../lib/sanitize';
import styles from './ContentHtml.module.css';

export interface ContentHtmlProps {
  /** HTML from the content service (already sanitized by the server). */
  html: string;
  /** A leading heading with this text is left out (the page's h1 says it already). */
  dropHeading?: string;
  className?: string;
}

const noSubscription = () => () => {};

/**
 * Renders content-service HTML as prose. It is inserted only after the
 * client-side allow-list (DOMPurify, see lib/sanitize.ts) has run on it, as
 * defence in depth. Site links inside it ('/contactus') navigate in the app
 * instead of reloading the page.
 *
 * On the server, and while the client hydrates that markup, the HTML is the
 * server's own (sanitized when it was stored): search engines read it, and
 * the page does not shift when the client's check replaces it with the same.
 */
export function ContentHtml({ html, dropHeading, className }: ContentHtmlProps) {
  const navigate = useNavigate();
  const fromServer = useSyncExternalStore(noSubscription, () => false, () => true);
  const [safe, setSafe] = useState<{ source: string; drop?: string; html: string } | null>(() =>
    fromServer ? { source: html, drop: dropHeading, html: dropLeadingHeading(html, dropHeading) } : null,
  );

  useEffect(() => {
    let live = true;
    void loadPurifier().then((purify) => {
      if (live) setSafe({ source: html, drop: dropHeading, html: sanitizeContentHtml(purify, html, dropHeading) });
    });
    return () => {
      live = false;
    };
  }, [html, dropHeading]);

  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !/^\/(?!\/)/.test(href)) return;
    event.preventDefault();
    void navigate(href);
  };

  const current = safe && safe.source === html && safe.drop === dropHeading ? safe.html : null;
  if (current === null) return <div className={cx(styles.prose, className)} aria-busy="true" />;
  // The only dangerouslySetInnerHTML of content: `current` has passed the allow-list above.
  return <div className={cx(styles.prose, className)} onClick={followSiteLink} dangerouslySetInnerHTML={{ __html: current }} />;
}
