import { useParams } from 'react-router';
import { conversationsT as t } from '@/shared/i18n';
import { EmptyState, cx } from '@/shared/ui';
import { Conversation } from './Conversation';
import { Inbox } from './Inbox';
import styles from './Messages.module.css';

/**
 * /messages and /messages/{id}: the inbox beside the open conversation on wide screens; on a phone two
 * screens, the inbox at /messages and the conversation (with a link back) at /messages/{id}. Members only.
 */
export function MessagesPage() {
  const { conversationId } = useParams();
  return (
    <div className={cx(styles.page, conversationId && styles.open)}>
      <h1 className={styles.title}>{t('conversations.inbox.title')}</h1>
      <div className={styles.layout}>
        <Inbox selected={conversationId} />
        <section className={styles.pane} aria-label={conversationId ? undefined : t('conversations.pick')}>
          {conversationId ? <Conversation key={conversationId} conversationId={conversationId} /> : <EmptyState title={t('conversations.pick')} className={styles.pick} />}
        </section>
      </div>
    </div>
  );
}
