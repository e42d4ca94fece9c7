import { useId, useRef, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Fills "Are you sure you want to {action}?", e.g. "withdraw this application". */
  action: string;
  /** Optional extra line under the question. */
  hint?: ReactNode;
  onConfirm: () => void;
  /** No, Escape, the close button and a backdrop click all call this. */
  onCancel: () => void;
  /** Styles Yes as a destructive action. */
  danger?: boolean;
  /** Shows Yes as loading while the confirmed action runs. */
  loading?: boolean;
}

/** "Are you sure you want to …?" with Yes/No. Focus starts on No, the safe answer. */
export function ConfirmDialog({
  open,
  action,
  hint,
  onConfirm,
  onCancel,
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('ui.confirm.question', { action })}
      initialFocusRef={noRef}
      descriptionId={hint ? hintId : undefined}
      className={styles.dialog}
    >
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.actions}>
        <Button ref={noRef} variant="secondary" onClick={onCancel}>
          {t('ui.confirm.no')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
          {t('ui.confirm.yes')}
        </Button>
      </div>
    </Modal>
  );
}
