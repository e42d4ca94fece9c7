import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import type { LiveEvents } from '@contracts/events';
import { useGetUnreadQuery, useLiveConversations, messagesPaths, type AlsoLive } from '@/entities/conversation';
import { applyNoticeEvent, refreshNotices } from '@/entities/notice';
import { useGetMyProfileQuery } from '@/entities/user';
import { selectSessionToken } from '@/shared/auth';
import { conversationsT as t, loadMessages } from '@/shared/i18n';
import { Badge, MailIcon } from '@/shared/ui';
// The account button's look (no styles of its own: a stylesheet more in the runtime's map, the home page budget).
import styles from './Header.module.css';

/**
 * A member's Messages link with the unread count, kept live: it holds the tab's one live stream (contracts/events.ts),
 * which keeps the count, the inbox and an open conversation current, and the notification bell's count and list.
 * Loaded only for a signed-in member.
 */
export function MessagesLink() {
  const token = useSelector(selectSessionToken);
  // After the member's profile (the menu's call): a session the server refuses gets one answer, not one per call.
  const { data: profile } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  const ready = Boolean(token && profile);
  const dispatch = useDispatch<Parameters<typeof applyNoticeEvent>[0]>();
  const notices = useMemo<AlsoLive>(
    () => ({
      onEvent: (type, data) => {
        if (type === 'notice') applyNoticeEvent(dispatch, data as LiveEvents['notice']);
      },
      onReconnect: () => refreshNotices(dispatch),
    }),
    [dispatch],
  );
  useLiveConversations(ready ? token : null, notices);
  const { data: unread = 0 } = useGetUnreadQuery(undefined, { skip: !ready });
  // Its words are a group of their own (conversations), in the page's language before it shows.
  const [worded, setWorded] = useState(false);
  useEffect(() => {
    void loadMessages().then(() => setWorded(true));
  }, []);
  if (!worded) return null;
  // The badge's text, which the link's name contains whatever the language's plural form (WCAG 2.5.3).
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    // Never squeezed to an ellipsis by the account button beside it.
    <div className={styles.userMenu} style={{ flexShrink: 0 }}>
      {/* The envelope and its count alone: the header stays one row beside the member's whole name from 768 px. */}
      <NavLink to={messagesPaths.inbox} className={styles.userButton} aria-label={unread > 0 ? t('conversations.header.unread', { n: unread, shown }) : t('conversations.header.link')} title={t('conversations.header.link')}>
        <MailIcon size={20} />
        {unread > 0 && (
          <Badge tone="danger" aria-hidden="true">
            {shown}
          </Badge>
        )}
      </NavLink>
    </div>
  );
}
