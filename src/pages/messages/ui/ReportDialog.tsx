import { useState } from 'react';
import { MESSAGE_LIMITS } from '@contracts/conversation';
import { useReportConversationMutation } from '@/entities/conversation';
import { conversationsT as t, localizeRule } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Button, Modal, TextArea } from '@/shared/ui';
import styles from './Messages.module.css';

/** "Report this conversation": a reason, kept for an administrator. */
export function ReportDialog({ conversationId, open, onClose }: { conversationId: string; open: boolean; onClose: () => void }) {
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
