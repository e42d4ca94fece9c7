import { useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { OPERATOR_REASON_MAX, type HideableKind } from '@contracts/operator';
import { REASON_REQUIRED, type QueueAction, type QueueItemDetail } from '@contracts/queue';
import { useHideReportedContentMutation, useResolveQueueItemMutation, useSuspendReportedMemberMutation } from '@/entities/operator';
import { errorMessage } from '@/shared/api';
import { adminT as t } from '@/shared/i18n';
import { Alert, Button, DialogActions, Modal, TextArea } from '@/shared/ui';
import styles from './Queue.module.css';

export interface ResolveDialogProps {
  detail: QueueItemDetail;
  action: QueueAction;
  onClose: () => void;
  onDone: () => void;
}

/** Suspending asks for a reason too: the account's owner and the audit log read it. */
const needsReason = (action: QueueAction) => REASON_REQUIRED.includes(action) || action === 'suspend';

/**
 * One action's dialog: what it does, the reason, Confirm. Hiding a reported profile, vacancy or company page goes
 * through the content's hide call (it closes the reports); suspending suspends the account (the page's fetch asks for
 * the password when it is older than 15 minutes), then closes the report.
 */
export function ResolveDialog({ detail, action, onClose, onDone }: ResolveDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resolve, resolving] = useResolveQueueItemMutation();
  const [hide, hiding] = useHideReportedContentMutation();
  const [suspend, suspending] = useSuspendReportedMemberMutation();
  const busy = resolving.isLoading || hiding.isLoading || suspending.isLoading;
  const { kind, id, reportKind } = detail.item;

  const run = async (text: string) => {
    const contentId = detail.freelancer?.id ?? detail.vacancy?.id ?? detail.company?.id;
    if (action === 'hide' && kind === 'report' && contentId) return void (await hide({ kind: reportKind as HideableKind, id: contentId, reason: text }).unwrap());
    if (action === 'suspend' && detail.member && !detail.memberSuspended) await suspend({ userId: detail.member.id, reason: text }).unwrap();
    await resolve({ kind, id, action, reason: text }).unwrap();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (needsReason(action) && !text) return setError(t('admin.queue.reasonNeeded'));
    setError(null);
    try {
      await run(text);
      onDone();
    } catch (caught) {
      setError(errorMessage(caught as FetchBaseQueryError) ?? null);
    }
  };

  return (
    <Modal open onClose={onClose} title={t(`admin.queue.dialog.${action}`)} descriptionId="queue-dialog-hint">
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p id="queue-dialog-hint" className={styles.hint}>{t(`admin.queue.hint.${action}`)}</p>
        <TextArea
          label={needsReason(action) ? t('admin.queue.reason') : t('admin.queue.reasonOptional')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={OPERATOR_REASON_MAX}
          required={needsReason(action)}
          error={error && needsReason(action) && !reason.trim() ? error : undefined}
          rows={4}
        />
        {error && !(needsReason(action) && !reason.trim()) && <Alert tone="danger">{error}</Alert>}
        <DialogActions>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('admin.queue.cancel')}
          </Button>
          <Button type="submit" variant={action === 'approve' || action === 'dismiss' ? 'primary' : 'danger'} loading={busy}>
            {t(`admin.queue.action.${action}`)}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
