import { Link } from 'react-router';
import { useGetInboxInfiniteQuery, type ConversationSummary, messagesPaths } from '@/entities/conversation';
import { conversationsT as t } from '@/shared/i18n';
import { Alert, Badge, Button, EmptyState, Spinner, cx } from '@/shared/ui';
import { inboxTime } from '../lib/time';
import { LabelledLine, nameOf, subjectOf } from './subject';
import styles from './Messages.module.css';

/** The last message's start ("You:" before one's own), or that there is none yet. */
function LastLine({ conversation }: { conversation: ConversationSummary }) {
  const last = conversation.last;
  if (!last) return t('conversations.inbox.noMessages');
  const text = last.text.trim() || t('conversations.inbox.file');
  return last.mine ? <LabelledLine label={t('conversations.inbox.you')} value={text} /> : <LabelledLine label="" value={text} />;
}

function InboxItem({ conversation, selected }: { conversation: ConversationSummary; selected: boolean }) {
  const name = nameOf(conversation.with);
  const unread = conversation.unread > 0;
  return (
    <li>
      <Link to={messagesPaths.conversation(conversation.id)} className={cx(styles.item, selected && styles.itemSelected, unread && styles.itemUnread)} aria-current={selected ? 'page' : undefined}>
        <span className={styles.itemTop}>
          <bdi className={styles.itemName}>{name}</bdi>
          {conversation.last && <time dateTime={conversation.last.at} className={styles.itemTime}>{inboxTime(conversation.last.at)}</time>}
        </span>
        <span className={styles.itemSubject}>
          <LabelledLine {...subjectOf(conversation.subject)} />
        </span>
        <span className={styles.itemBottom}>
          <span className={styles.itemLast}>
            <LastLine conversation={conversation} />
          </span>
          {conversation.blocked && <Badge>{t('conversations.inbox.blocked')}</Badge>}
          {unread && (
            <span className={styles.count} aria-label={t('conversations.inbox.unread', { n: conversation.unread })}>
              {conversation.unread}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** The member's conversations, newest activity first, 20 at a time ("Load more"), with what each last said and its unread count. */
export function Inbox({ selected }: { selected?: string }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetInboxInfiniteQuery();
  const conversations = data?.pages.flatMap((page) => page.data) ?? [];
  let content;
  if (isLoading)
    content = (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  else if (isError && conversations.length === 0) content = <Alert tone="danger">{t('conversations.inbox.error')}</Alert>;
  else if (conversations.length === 0) content = <EmptyState title={t('conversations.inbox.empty')} description={t('conversations.inbox.emptyHint')} />;
  else
    content = (
      <>
        <ul className={styles.list}>
          {conversations.map((conversation) => (
            <InboxItem key={conversation.id} conversation={conversation} selected={conversation.id === selected} />
          ))}
        </ul>
        {hasNextPage && (
          <div className={styles.more}>
            <Button variant="secondary" size="sm" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('conversations.inbox.more')}
            </Button>
          </div>
        )}
      </>
    );
  return (
    <nav className={styles.inbox} aria-label={t('conversations.inbox.label')}>
      {content}
    </nav>
  );
}
