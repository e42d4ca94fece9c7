import { useId } from 'react';
import { conversationsT as t, isolate } from '@/shared/i18n';
import { Button, ButtonLink, Modal } from '@/shared/ui';
import styles from './Messages.module.css';

/** A link of a message to another site, about to be followed. */
export interface Leaving {
  href: string;
  host: string;
}

/**
 * The step before a message's link to another site: names the host it really opens (punycode as such), then
 * Continue opens it in a new tab telling it nothing of the page, Back stays. Loaded when first needed.
 */
export default function LeaveDialog({ leaving, onClose }: { leaving: Leaving; onClose: () => void }) {
  const descriptionId = useId();
  return (
    <Modal open onClose={onClose} title={t('conversations.leave.title')} descriptionId={descriptionId}>
      <div className={styles.dialog}>
        <p id={descriptionId} className={styles.leaveHost}>
          {t('conversations.leave.text', { host: isolate(leaving.host) })}
        </p>
        <p>{t('conversations.leave.note')}</p>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('conversations.leave.back')}
          </Button>
          <ButtonLink to={leaving.href} reloadDocument target="_blank" rel="noopener noreferrer nofollow ugc" onClick={onClose}>
            {t('conversations.leave.continue')}
          </ButtonLink>
        </div>
      </div>
    </Modal>
  );
}
