import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useGetHistoryInfiniteQuery, useMarkReadMutation, type ConversationSummary, type Message } from '@/entities/conversation';
import { conversationsT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Alert, Button, Spinner } from '@/shared/ui';
import { dayHeading, messageDay } from '../lib/time';
import { MessageBubble } from './MessageBubble';
import { nameOf } from './subject';
import styles from './Messages.module.css';

/** How close to the top (px) the history starts loading older messages. */
const OLDER_AT = 80;
/** How close to the bottom (px) a reader is still "at the newest", so a new message scrolls into view. */
const NEWEST_AT = 120;

/** The viewer's last message, when the other member has read up to it. */
function seenMessageId(messages: Message[], seenAt: string | null | undefined): string | null {
  const last = messages.findLast((message) => message.mine);
  return last && seenAt && Date.parse(seenAt) >= Date.parse(last.at) ? last.id : null;
}

/** The messages, a day's separator ("Today", "Yesterday", the date, in the viewer's zone) before each day's first. */
function Days({ conversationId, messages, seenId }: { conversationId: string; messages: Message[]; seenId: string | null }) {
  const zone = useViewerZone();
  const now = new Date();
  return (
    <ol className={styles.messages}>
      {messages.map((message, index) => {
        const day = messageDay(message.at, zone);
        const starts = index === 0 || messageDay(messages[index - 1].at, zone) !== day;
        return (
          <Fragment key={message.id}>
            {starts && (
              <li className={styles.day}>
                <time dateTime={day}>{dayHeading(message.at, zone, now)}</time>
              </li>
            )}
            <MessageBubble conversationId={conversationId} message={message} seen={message.id === seenId} zone={zone} />
          </Fragment>
        );
      })}
    </ol>
  );
}

/**
 * The history, oldest first: opens at the newest message, loads the older ones when scrolled to the top (keeping the
 * reader's place), follows new messages while the reader is at the newest, and marks the conversation read when it
 * opens and when a message from the other member arrives.
 */
export function History({ conversation }: { conversation: ConversationSummary }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetHistoryInfiniteQuery(conversation.id);
  const [markRead] = useMarkReadMutation();
  const pages = data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.data);
  const seenId = seenMessageId(messages, pages[0]?.seenAt);
  const listRef = useRef<HTMLDivElement>(null);
  const place = useRef<{ firstId?: string; lastId?: string; height: number; top: number }>({ height: 0, top: 0 });
  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  const lastTheirs = messages.findLast((message) => !message.mine)?.id ?? '';

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = place.current;
    if (before.lastId === undefined || (last && last.id !== before.lastId && (last.mine || before.height - before.top - list.clientHeight < NEWEST_AT))) {
      list.scrollTop = list.scrollHeight;
    } else if (firstId !== before.firstId && last?.id === before.lastId) {
      // Older messages came in above: the reader stays where they were.
      list.scrollTop = before.top + (list.scrollHeight - before.height);
    }
    place.current = { firstId, lastId: last?.id, height: list.scrollHeight, top: list.scrollTop };
  }, [firstId, last]);

  // Read when opened, and again when the other member's newest message changes while it is open.
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) void markRead(conversation.id);
  }, [loaded, lastTheirs, conversation.id, markRead]);

  // A shorter history (a phone's keyboard opening) keeps the newest message in sight for a reader who was at it.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    let height = list.clientHeight;
    const observer = new ResizeObserver(() => {
      const before = place.current;
      if (list.clientHeight < height && before.height - before.top - height < NEWEST_AT) list.scrollTop = list.scrollHeight;
      height = list.clientHeight;
      place.current = { ...place.current, height: list.scrollHeight, top: list.scrollTop };
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [loaded]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    place.current = { ...place.current, height: list.scrollHeight, top: list.scrollTop };
    if (list.scrollTop < OLDER_AT && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  if (isLoading) return <Spinner />;
  if (isError && !data) return <Alert tone="danger">{t('conversations.loadError')}</Alert>;
  return (
    <div ref={listRef} className={styles.history} onScroll={onScroll} tabIndex={0} role="region" aria-label={t('conversations.history.label', { name: nameOf(conversation.with) })}>
      {hasNextPage && (
        <div className={styles.older}>
          <Button size="sm" variant="link" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('conversations.history.older')}
          </Button>
        </div>
      )}
      {messages.length === 0 ? <p className={styles.historyEmpty}>{t('conversations.history.empty')}</p> : <Days conversationId={conversation.id} messages={messages} seenId={seenId} />}
    </div>
  );
}
