import { useId, useRef, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { DialogActions } from '../DialogActions/DialogActions';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Fills "Are you sure you want to {action}?", e.g. "withdraw this application" (unless `title` is given). */
  action?: string;
  /** Optional extra line under the question. */
  hint?: ReactNode;
  onConfirm: () => void;
  /** No, Escape, the close button and a backdrop click all call this. */
  onCancel: () => void;
  /** Styles Yes as a destructive action. */
  danger?: boolean;
  /** Shows Yes as loading while the confirmed action runs. */
  loading?: boolean;
  /** A question of its own instead of "Are you sure you want to {action}?" (e.g. "Leave this page?"). */
  title?: ReactNode;
  /** Labels of the two answers, Yes and No by default (e.g. Leave and Stay). */
  confirmLabel?: string;
  cancelLabel?: string;
}

/** "Are you sure you want to …?" with Yes/No (or a question and answers of its own). Focus starts on No, the safe answer. */
export function ConfirmDialog({
  open,
  action,
  hint,
  onConfirm,
  onCancel,
  danger = false,
  loading = false,
  title,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const noRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title ?? t('ui.confirm.question', { action: action ?? '' })}
      initialFocusRef={noRef}
      descriptionId={hint ? hintId : undefined}
      className={styles.dialog}
    >
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <DialogActions>
        <Button ref={noRef} variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('ui.confirm.no')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
          {confirmLabel ?? t('ui.confirm.yes')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
