import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@contracts/format-time';
import { QUEUE_FILTERS, type QueueFilter, type QueueItem } from '@contracts/queue';
import { useGetQueueQuery } from '@/entities/operator';
import { errorMessage } from '@/shared/api';
import { adminT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Alert, EmptyState, Pager, Spinner, UserText } from '@/shared/ui';
import { itemLabel, reasonLabel } from './labels';
import { QueueTabs } from './QueueTabs';
import styles from './Queue.module.css';

const filterOf = (value: string | null): QueueFilter | null => (value && (QUEUE_FILTERS as readonly string[]).includes(value) ? (value as QueueFilter) : null);

function QueueRow({ item, zone }: { item: QueueItem; zone: string }) {
  const reason = item.reason ? (reasonLabel(item.reason) ?? item.reason) : null;
  return (
    <li className={styles.row}>
      <Link className={styles.rowLink} to={`${item.kind}/${item.id}`}>
        <span className={styles.rowKind}>{itemLabel(item)}</span>
        <span className={styles.rowTitle}>{item.title ? <UserText>{item.title}</UserText> : t('admin.queue.untitled')}</span>
      </Link>
      {reason && (
        <span className={styles.rowReason}>
          <UserText>{reason}</UserText>
        </span>
      )}
      <time className={styles.rowSince} dateTime={item.since}>
        {t('admin.queue.since', { when: formatDateTime(item.since, zone) })}
      </time>
    </li>
  );
}

/** Everything waiting, oldest first: tabs by kind with their counts, a page of rows, each opening its item. */
export function QueueList() {
  const [params, setParams] = useSearchParams();
  const kind = filterOf(params.get('kind'));
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const zone = useViewerZone();
  const { data, error, isFetching } = useGetQueueQuery({ kind, page }, { refetchOnMountOrArgChange: true });
  const go = (next: { kind?: QueueFilter | null; page?: number }) => {
    const nextKind = next.kind === undefined ? kind : next.kind;
    setParams({ ...(nextKind ? { kind: nextKind } : {}), ...(next.page ? { page: String(next.page) } : {}) });
  };

  return (
    <section className={styles.section} aria-labelledby="queue-title">
      <h2 id="queue-title" className={styles.title}>
        {t('admin.queue.title')}
      </h2>
      <p className={styles.intro}>{t('admin.queue.intro')}</p>
      <QueueTabs current={kind} counts={data?.counts} onChange={(next) => go({ kind: next, page: 0 })} />
      {error && <Alert tone="danger">{errorMessage(error)}</Alert>}
      {!data && isFetching && <Spinner size="lg" />}
      {data && data.data.length === 0 && <EmptyState title={t('admin.queue.empty.title')} description={t('admin.queue.empty.text')} />}
      {data && data.data.length > 0 && (
        <ul className={styles.list} aria-label={t('admin.queue.list.label')} aria-busy={isFetching}>
          {data.data.map((item) => (
            <QueueRow key={`${item.kind}:${item.id}`} item={item} zone={zone} />
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && <Pager page={data.page} totalPages={data.totalPages} onChange={(next) => go({ page: next })} />}
    </section>
  );
}
