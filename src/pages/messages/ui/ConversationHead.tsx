import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ConversationSummary, messagesPaths } from '@/entities/conversation';
import { conversationsT as t, isolate } from '@/shared/i18n';
import { ConfirmDialog } from '@/shared/ui';
import { ReportDialog } from './ReportDialog';
import { LabelledLine, nameOf, subjectOf } from './subject';
import { useBlock } from './useBlock';
import styles from './Messages.module.css';

interface MenuProps {
  blocked: boolean;
  onBlock: () => void;
  onUnblock: () => void;
  onReport: () => void;
}

/** "More actions": Block (or Unblock) and Report, shown under a button; Escape or a tap elsewhere closes them. */
function ActionsMenu({ blocked, onBlock, onUnblock, onReport }: MenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  // The toggle takes focus first, so a dialog opened from the menu gives it back there.
  const choose = (action: () => void) => () => {
    toggle.current?.focus();
    setOpen(false);
    action();
  };
  return (
    <div ref={box} className={styles.actions}>
      <button ref={toggle} type="button" className={styles.actionsToggle} aria-expanded={open} aria-controls={menuId} aria-label={t('conversations.actions.menu')} onClick={() => setOpen(!open)}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="currentColor">
          <circle cx="10" cy="4" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="10" cy="16" r="1.8" />
        </svg>
      </button>
      <ul id={menuId} className={styles.actionsMenu} hidden={!open}>
        <li>
          <button type="button" className={styles.actionsItem} onClick={choose(blocked ? onUnblock : onBlock)}>
            {t(blocked ? 'conversations.actions.unblock' : 'conversations.actions.block')}
          </button>
        </li>
        <li>
          <button type="button" className={styles.actionsItem} onClick={choose(onReport)}>
            {t('conversations.actions.report')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Who and what about, the way back to the list (phones), and the conversation's actions; blocking asks first. */
export function ConversationHead({ conversation }: { conversation: ConversationSummary }) {
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { setBlocked, isLoading } = useBlock(conversation);
  const name = nameOf(conversation.with);
  const subject = subjectOf(conversation.subject);
  const block = async () => {
    await setBlocked(true);
    setConfirming(false);
  };
  return (
    <header className={styles.head}>
      <Link to={messagesPaths.inbox} className={styles.back}>
        <span aria-hidden="true" className={styles.backArrow}>
          ←
        </span>
        <span className={styles.backLabel}>{t('conversations.back')}</span>
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
      <ActionsMenu blocked={conversation.blocked} onBlock={() => setConfirming(true)} onUnblock={() => void setBlocked(false)} onReport={() => setReporting(true)} />
      <ConfirmDialog
        open={confirming}
        title={t('conversations.block.title', { name: isolate(name) })}
        hint={t('conversations.block.hint', { name: isolate(name) })}
        confirmLabel={t('conversations.actions.block')}
        cancelLabel={t('conversations.block.cancel')}
        danger
        loading={isLoading}
        onConfirm={() => void block()}
        onCancel={() => setConfirming(false)}
      />
      <ReportDialog conversationId={conversation.id} open={reporting} onClose={() => setReporting(false)} />
    </header>
  );
}
