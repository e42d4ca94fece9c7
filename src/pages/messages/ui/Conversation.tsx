import { useId } from 'react';
import { Link } from 'react-router';
import { useGetConversationQuery, type ConversationSummary, messagesPaths } from '@/entities/conversation';
import { conversationsT as t, isolate } from '@/shared/i18n';
import { Alert, Button, EmptyState, Spinner } from '@/shared/ui';
import { useVisibleViewport } from '../lib/useVisibleViewport';
import { Composer } from './Composer';
import { ConversationHead } from './ConversationHead';
import { History } from './History';
import { nameOf } from './subject';
import { useBlock } from './useBlock';
import styles from './Messages.module.css';

/** Who may write, when a block stands either way: the viewer's own block (with Unblock), or the other's. */
function BlockedNote({ conversation, id }: { conversation: ConversationSummary; id: string }) {
  const { setBlocked, isLoading } = useBlock(conversation);
  const name = isolate(nameOf(conversation.with));
  if (conversation.blockedByOther)
    return (
      <Alert tone="warning" className={styles.blockedNote}>
        <span id={id}>{t('conversations.blockedByOther.note', { name })}</span>
      </Alert>
    );
  if (!conversation.blocked) return null;
  return (
    <Alert tone="info" className={styles.blockedNote}>
      <span className={styles.blockedLine}>
        <span id={id}>{t('conversations.blocked.note', { name })}</span>
        <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void setBlocked(false)}>
          {t('conversations.actions.unblock')}
        </Button>
      </span>
    </Alert>
  );
}

/**
 * One conversation: who and what about, its actions, the history and the composer. On a phone it is a screen of its
 * own, as tall as what the member sees (the keyboard's room taken out), with the composer at its bottom.
 */
export function Conversation({ conversationId }: { conversationId: string }) {
  // Read afresh on every opening: a block by the other member shows before a word is typed.
  const { data: conversation, isLoading, error, refetch } = useGetConversationQuery(conversationId, { refetchOnMountOrArgChange: true });
  const screenRef = useVisibleViewport();
  const noteId = useId();
  const missing = error && 'status' in error && error.status === 404;
  if (isLoading) return <Spinner size="lg" />;
  if (!conversation)
    return (
      <div className={styles.missing}>
        <Link to={messagesPaths.inbox} className={styles.back}>
          {t('conversations.back')}
        </Link>
        {missing ? <EmptyState title={t('conversations.notFound')} /> : <Alert tone="danger">{t('conversations.loadError')}</Alert>}
      </div>
    );
  return (
    <div ref={screenRef} className={styles.conversation}>
      <ConversationHead conversation={conversation} />
      <History conversation={conversation} />
      <BlockedNote conversation={conversation} id={noteId} />
      <Composer conversationId={conversationId} closed={conversation.blockedByOther} describedBy={conversation.blockedByOther ? noteId : undefined} onRefused={() => void refetch()} />
    </div>
  );
}
