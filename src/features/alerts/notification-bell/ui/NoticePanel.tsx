import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useGetNoticeCountQuery, useGetNoticesInfiniteQuery, useReadNoticesMutation, type Notice } from '@/entities/notice';
import { noticesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, EmptyState, Spinner, cx, visuallyHidden } from '@/shared/ui';
import { noticeMoment, noticeTime } from '../lib/noticeTime';
import styles from './NoticePanel.module.css';

/** A notice's link stays inside the site. */
const inside = (link: string): string => (link.startsWith('/') && !link.startsWith('//') ? link : '/');

/** One notice: its title and time, a link that marks it read on the way. */
function NoticeLine({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const unread = !notice.readAt;
  return (
    <li>
      <Link to={inside(notice.link)} className={cx(styles.item, unread && styles.unread)} onClick={() => onOpen(notice)}>
        <span className={styles.title}>{notice.title}</span>
        <time className={styles.time} dateTime={notice.createdAt} title={noticeMoment(notice.createdAt)}>
          {noticeTime(notice.createdAt)}
        </time>
        {unread && <span className={visuallyHidden}>{t('notices.list.unread')}</span>}
      </Link>
    </li>
  );
}

export interface NoticePanelProps {
  id: string;
  /** Closes the list; `refocus`: the focus goes back to the bell. */
  onClose: (refocus: boolean) => void;
}

/**
 * The notification centre's list under the bell: newest first, unread ones marked, "Mark all as read", "Show more"
 * for older pages, and what it shows when there is nothing. The focus moves to its heading when it opens.
 */
export default function NoticePanel({ id, onClose }: NoticePanelProps) {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetNoticesInfiniteQuery();
  const { data: unread = 0 } = useGetNoticeCountQuery();
  const [read] = useReadNoticesMutation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const someUnread = unread > 0 || items.some((notice) => !notice.readAt);
  const markAll = () => {
    headingRef.current?.focus();
    read({ all: true })
      .unwrap()
      .catch(() => notify(t('notices.list.markFailed'), 'error'));
  };
  const open = (notice: Notice) => {
    if (!notice.readAt) void read({ ids: [notice.id] });
    onClose(false);
  };

  return (
    <section id={id} className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {t('notices.list.title')}
        </h2>
        <Button variant="link" size="sm" onClick={markAll} disabled={!someUnread}>
          {t('notices.list.markAll')}
        </Button>
      </div>
      {isLoading && <Spinner />}
      {isError && !data && (
        <EmptyState
          title={t('notices.list.error')}
          action={
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('notices.list.retry')}
            </Button>
          }
        />
      )}
      {data && items.length === 0 && <EmptyState title={t('notices.list.empty')} description={t('notices.list.emptyHint')} />}
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((notice) => (
            <NoticeLine key={notice.id} notice={notice} onOpen={open} />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className={styles.more}>
          <Button variant="outline" size="sm" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('notices.list.more')}
          </Button>
        </div>
      )}
    </section>
  );
}
