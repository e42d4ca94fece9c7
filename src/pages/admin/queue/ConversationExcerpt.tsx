import { Fragment } from 'react';
import { formatDateTime } from '@contracts/format-time';
import type { QueueItemDetail } from '@contracts/queue';
import { adminT as t } from '@/shared/i18n';
import { UserText, userText } from '@/shared/ui';
import styles from './Queue.module.css';

type Conversation = NonNullable<QueueItemDetail['conversation']>;

/** The messages just before and after a conversation's report (never the rest), with where the report falls among them. */
export function ConversationExcerpt({ conversation, reportedAt, zone }: { conversation: Conversation; reportedAt: string; zone: string }) {
  const at = new Date(reportedAt).getTime();
  const firstAfter = conversation.messages.findIndex((m) => new Date(m.createdAt).getTime() > at);
  const marker = (
    <li className={styles.marker} key="marker">
      {t('admin.queue.conversation.reportedHere')}
    </li>
  );
  return (
    <>
      {conversation.subjectTitle && (
        <p className={styles.meta}>
          {t('admin.queue.conversation.subject')}: <UserText>{conversation.subjectTitle}</UserText>
        </p>
      )}
      {conversation.before && <p className={styles.meta}>{t('admin.queue.conversation.earlier')}</p>}
      {conversation.messages.length === 0 && <p>{t('admin.queue.conversation.none')}</p>}
      <ol className={styles.messages}>
        {conversation.messages.map((m, i) => (
          <Fragment key={m.id}>
            {i === firstAfter && marker}
            <li className={styles.message}>
              <p className={styles.meta}>
                <UserText>{m.senderName}</UserText> · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, zone)}</time>
              </p>
              <p className={styles.messageText} {...userText(m.text)}>
                {m.text}
              </p>
              {m.attachmentName && (
                <p className={styles.meta}>
                  {t('admin.queue.conversation.attachment')}: <UserText>{m.attachmentName}</UserText>
                </p>
              )}
            </li>
          </Fragment>
        ))}
        {firstAfter === -1 && conversation.messages.length > 0 && marker}
      </ol>
      {conversation.after && <p className={styles.meta}>{t('admin.queue.conversation.later')}</p>}
    </>
  );
}
