import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGE_LIMITS } from '@contracts/conversation';
import {
  useGetConversationQuery,
  useGetHistoryInfiniteQuery,
  useMarkReadMutation,
  useReportConversationMutation,
  useSetBlockedMutation,
  type ConversationSummary,
  type Message, messagesPaths,
} from '@/entities/conversation';
import { conversationsT as t, localizeRule } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, EmptyState, Modal, Spinner, TextArea } from '@/shared/ui';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { LabelledLine, nameOf, subjectOf } from './subject';
import styles from './Messages.module.css';

/** How close to the top (px) the history starts loading older messages. */
const OLDER_AT = 80;
/** How close to the bottom (px) a reader is still "at the newest", so a new message scrolls into view. */
const NEWEST_AT = 120;

function ReportDialog({ conversationId, open, onClose }: { conversationId: string; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [report, { isLoading }] = useReportConversationMutation();
  const send = async () => {
    const result = await report({ conversationId, reason });
    if ('error' in result) {
      setError(localizeRule(readServerError(result.error).message ?? t('conversations.error')));
      return;
    }
    setReason('');
    onClose();
    notify(t('conversations.report.done'), 'success');
  };
  return (
    <Modal open={open} onClose={onClose} title={t('conversations.report.title')}>
      <div className={styles.dialog}>
        <TextArea label={t('conversations.report.reason')} value={reason} rows={3} dir="auto" maxLength={MESSAGE_LIMITS.reason} error={error} onChange={(event) => setReason(event.target.value)} />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('conversations.report.cancel')}
          </Button>
          <Button loading={isLoading} disabled={reason.trim() === ''} onClick={() => void send()}>
            {t('conversations.report.send')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function Head({ conversation }: { conversation: ConversationSummary }) {
  const [reporting, setReporting] = useState(false);
  const [setBlocked, { isLoading }] = useSetBlockedMutation();
  const name = nameOf(conversation.with);
  const subject = subjectOf(conversation.subject);
  const toggleBlock = async () => {
    const blocked = !conversation.blocked;
    const result = await setBlocked({ conversationId: conversation.id, blocked });
    if ('error' in result) notify(localizeRule(readServerError(result.error).message ?? t('conversations.error')), 'error');
    else notify(t(blocked ? 'conversations.blocked.done' : 'conversations.unblocked.done', { name }), 'success');
  };
  return (
    <header className={styles.head}>
      <Link to={messagesPaths.inbox} className={styles.back}>
        <span aria-hidden="true" className={styles.backArrow}>
          ←
        </span>
        {t('conversations.back')}
      </Link>
      <div className={styles.headMain}>
        {/* In the name's own direction: a long Latin name on an Arabic page is cut at its end, not its start. */}
        <h2 className={styles.headName} dir="auto">
          {name}
        </h2>
        {subject.to ? (
          <Link to={subject.to} className={styles.headSubject}>
            <LabelledLine {...subject} />
          </Link>
        ) : (
          <span className={styles.headSubject}>
            <LabelledLine {...subject} />
          </span>
        )}
      </div>
      <div className={styles.headActions}>
        <Button size="sm" variant="secondary" loading={isLoading} onClick={() => void toggleBlock()}>
          {t(conversation.blocked ? 'conversations.actions.unblock' : 'conversations.actions.block')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setReporting(true)}>
          {t('conversations.actions.report')}
        </Button>
      </div>
      <ReportDialog conversationId={conversation.id} open={reporting} onClose={() => setReporting(false)} />
    </header>
  );
}

/** The viewer's last message, when the other member has read up to it. */
function seenMessageId(messages: Message[], seenAt: string | null | undefined): string | null {
  const last = messages.findLast((message) => message.mine);
  return last && seenAt && Date.parse(seenAt) >= Date.parse(last.at) ? last.id : null;
}

/**
 * The history, oldest first: opens at the newest message, loads the older ones when scrolled to the top (keeping the
 * reader's place), follows new messages while the reader is at the newest, and marks the conversation read when it
 * opens and when a message from the other member arrives.
 */
function History({ conversation }: { conversation: ConversationSummary }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetHistoryInfiniteQuery(conversation.id);
  const [markRead] = useMarkReadMutation();
  const pages = data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.data);
  const seenAt = pages[0]?.seenAt;
  const seenId = seenMessageId(messages, seenAt);
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
      {messages.length === 0 ? (
        <p className={styles.historyEmpty}>{t('conversations.history.empty')}</p>
      ) : (
        <ol className={styles.messages}>
          {messages.map((message) => (
            <MessageBubble key={message.id} conversationId={conversation.id} message={message} seen={message.id === seenId} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** One conversation: who and what about, block and report, the history and the composer. */
export function Conversation({ conversationId }: { conversationId: string }) {
  const { data: conversation, isLoading, error } = useGetConversationQuery(conversationId);
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
    <div className={styles.conversation}>
      <Head conversation={conversation} />
      {conversation.blocked && (
        <Alert tone="warning" className={styles.blockedNote}>
          {t('conversations.blocked.note', { name: nameOf(conversation.with) })}
        </Alert>
      )}
      <History conversation={conversation} />
      <Composer conversationId={conversationId} />
    </div>
  );
}
