import { useState } from 'react';
import type { QueueAction, QueueItemDetail } from '@contracts/queue';
import { adminT as t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { ResolveDialog } from './ResolveDialog';
import styles from './Queue.module.css';

const DANGER: readonly QueueAction[] = ['reject', 'hide', 'suspend'];

/** The item's actions; each opens its dialog (with the reason where one is asked for). */
export function ItemActions({ detail, onDone }: { detail: QueueItemDetail; onDone: () => void }) {
  const [action, setAction] = useState<QueueAction | null>(null);
  return (
    <section className={styles.block} aria-labelledby="queue-actions">
      <h3 id="queue-actions" className={styles.blockTitle}>
        {t('admin.queue.actions.label')}
      </h3>
      <div className={styles.actions}>
        {detail.actions.map((a) => (
          <Button key={a} type="button" variant={a === 'approve' ? 'primary' : DANGER.includes(a) ? 'danger' : 'outline'} onClick={() => setAction(a)}>
            {t(`admin.queue.action.${a}`)}
          </Button>
        ))}
      </div>
      {action && (
        <ResolveDialog
          detail={detail}
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            onDone();
          }}
        />
      )}
    </section>
  );
}
