import { API_PREFIX } from '@contracts/api';
import { formatFileSize } from '@contracts/format';
import type { Message } from '@/entities/conversation';
import { conversationsT as t } from '@/shared/i18n';
import { downloadMemberFile } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';
import { FileIcon, cx, userText } from '@/shared/ui';
import { messageTime } from '../lib/time';
import { MessageText } from './MessageText';
import styles from './Messages.module.css';

async function download(conversationId: string, message: Message): Promise<void> {
  const path = `${API_PREFIX}/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(message.id)}/attachment`;
  const saved = await downloadMemberFile(path, message.attachment?.name ?? 'file');
  if (!saved) notify(t('conversations.attachment.failed'), 'error');
}

/** One message: its words (links made clickable), its file, its time of day in `zone`; "Seen" under the viewer's last one once read. */
export function MessageBubble({ conversationId, message, seen, zone }: { conversationId: string; message: Message; seen: boolean; zone: string }) {
  const { attachment } = message;
  return (
    <li className={cx(styles.message, message.mine ? styles.mine : styles.theirs)}>
      <div className={styles.bubble}>
        {message.mine && <span className="visually-hidden">{`${t('conversations.sentByYou')}: `}</span>}
        {message.text && (
          <p className={styles.text} {...userText(message.text)}>
            <MessageText text={message.text} />
          </p>
        )}
        {attachment && (
          <button
            type="button"
            className={styles.attachment}
            aria-label={t('conversations.attachment.download', { name: attachment.name, size: formatFileSize(attachment.size) })}
            onClick={() => void download(conversationId, message)}
          >
            <FileIcon size={18} />
            <bdi className={styles.attachmentName}>{attachment.name}</bdi>{' '}
            <span className={styles.attachmentSize}>
              {formatFileSize(attachment.size)}
            </span>
          </button>
        )}
      </div>
      <time className={styles.time} dateTime={message.at}>
        {messageTime(message.at, zone)}
      </time>
      {seen && <span className={styles.seen}>{t('conversations.seen')}</span>}
    </li>
  );
}
