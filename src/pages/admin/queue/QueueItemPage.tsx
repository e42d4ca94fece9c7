import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@contracts/format-time';
import { QUEUE_KINDS, type QueueKind } from '@contracts/queue';
import { useGetQueueItemQuery } from '@/entities/operator';
import { adminT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Alert, EmptyState, Spinner, UserText } from '@/shared/ui';
import { paths } from '@/shared/routes';
import { itemLabel } from './labels';
import { ItemActions } from './ItemActions';
import { ItemContent } from './ItemContent';
import { ItemFacts } from './ItemFacts';
import styles from './Queue.module.css';

const isKind = (value: string | undefined): value is QueueKind => (QUEUE_KINDS as readonly string[]).includes(value ?? '');

/** /admin/queue/{kind}/{id}: the item with what is needed to judge it, and its actions while it waits. */
export function QueueItemPage({ kind, id }: { kind: string; id: string }) {
  const zone = useViewerZone();
  const [done, setDone] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The action's button is gone once it is done: the focus goes to the item's title, the outcome just below it.
  // After the closing dialog has given the focus back to its opener.
  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => titleRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [done]);
  const { data, isLoading, isError } = useGetQueueItemQuery({ kind: kind as QueueKind, id }, { skip: !isKind(kind), refetchOnMountOrArgChange: true });
  const back = (
    <Link className={styles.back} to={`${paths.admin}/queue`}>
      {t('admin.queue.back')}
    </Link>
  );
  if (isLoading) return <Spinner size="lg" />;
  if (!isKind(kind) || isError || !data) {
    return (
      <section className={styles.section}>
        {back}
        <EmptyState title={t('admin.queue.notFound')} />
      </section>
    );
  }
  return (
    <article className={styles.section} aria-labelledby="queue-item-title">
      {back}
      <header className={styles.itemHeader}>
        <p className={styles.rowKind}>{itemLabel(data.item)}</p>
        <h2 id="queue-item-title" className={styles.title} ref={titleRef} tabIndex={-1}>
          {data.item.title ? <UserText>{data.item.title}</UserText> : t('admin.queue.untitled')}
        </h2>
        <p className={styles.rowSince}>
          <time dateTime={data.item.since}>{t('admin.queue.since', { when: formatDateTime(data.item.since, zone) })}</time>
        </p>
      </header>
      {done && <Alert tone="success">{t('admin.queue.done')}</Alert>}
      {!done && data.actions.length === 0 && <Alert tone="info">{t('admin.queue.resolved')}</Alert>}
      {data.actions.length > 0 && <ItemActions detail={data} onDone={() => setDone(true)} />}
      <ItemFacts detail={data} zone={zone} />
      <ItemContent detail={data} zone={zone} />
    </article>
  );
}
