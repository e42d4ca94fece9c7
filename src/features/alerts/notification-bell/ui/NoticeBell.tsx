import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useGetNoticeCountQuery } from '@/entities/notice';
import { loadMessages, noticesT as t } from '@/shared/i18n';
import { useDismiss } from '@/shared/lib/dismiss';
import { Badge } from '@/shared/ui';

// The list, its calls and its styles load on the first open: the bell itself is a button and a count.
const NoticePanel = lazy(() => import(/* webpackChunkName: "notice-list" */ './NoticePanel'));

/** The bell, drawn like the header's other icons (here, not among the shared icons: every page's icon chunk would carry it). */
function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

export interface NoticeBellProps {
  /** The member's session is known good (the header's profile call answered): the count may be read. */
  ready: boolean;
  /** The header's looks for its round buttons (the bell has no stylesheet of its own in the header's chunk). */
  className?: string;
  buttonClassName?: string;
}

/**
 * The header's notification bell: the unread count (kept live by the tab's stream, see entities/notice), and the
 * list under it as a disclosure: Escape or a click elsewhere closes it and gives the focus back to the bell.
 */
export function NoticeBell({ ready, className, buttonClassName }: NoticeBellProps) {
  const { data: unread = 0 } = useGetNoticeCountQuery(undefined, { skip: !ready });
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [worded, setWorded] = useState(false);
  useEffect(() => {
    void loadMessages().then(() => setWorded(true));
  }, []);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useDismiss(open, rootRef, close);

  if (!worded) return null;
  // The badge's text, which the button's name contains whatever the language's plural form (WCAG 2.5.3).
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    // data-notice-bell: a phone's header row makes room for it (widgets/main-nav's toggle keeps only its bars).
    <div className={className} ref={rootRef} style={{ flexShrink: 0 }} data-notice-bell>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread > 0 ? t('notices.bell.unread', { n: unread, shown }) : t('notices.bell.link')}
        title={t('notices.bell.link')}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread > 0 && (
          <Badge tone="danger" aria-hidden="true">
            {shown}
          </Badge>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NoticePanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
