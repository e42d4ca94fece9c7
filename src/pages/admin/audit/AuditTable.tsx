import { AUDIT_COMMAND_LINE, type AuditEntryView, type AuditLogFilters } from '@contracts/operator';
import { formatDateTime } from '@contracts/format-time';
import { adminT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import styles from './Audit.module.css';

interface AuditTableProps {
  entries: readonly AuditEntryView[];
  busy: boolean;
  /** Narrows the log to one actor or one item (from a row). */
  onFilter: (filters: AuditLogFilters) => void;
}

/** What an entry's details say, as "key: value" pairs (written by the action; shown as stored). */
const detailsOf = (entry: AuditEntryView) => Object.entries(entry.details).map(([key, value]) => `${key}: ${String(value)}`);

function AuditRow({ entry, zone, onFilter }: { entry: AuditEntryView; zone: string; onFilter: AuditTableProps['onFilter'] }) {
  const details = detailsOf(entry);
  return (
    <tr>
      <td data-label={t('admin.audit.col.when')}>
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, zone)}</time>
      </td>
      <td data-label={t('admin.audit.col.actor')}>
        <button type="button" className={styles.linkish} aria-label={t('admin.audit.onlyActor', { actor: entry.actorLabel })} onClick={() => onFilter({ actor: entry.actorId ?? AUDIT_COMMAND_LINE })}>
          <bdi>{entry.actorLabel}</bdi>
        </button>
      </td>
      <td data-label={t('admin.audit.col.action')}>{t(`admin.audit.action.${entry.action}`)}</td>
      {/* One element per cell: on a phone a cell is a grid of its label and its content. */}
      <td data-label={t('admin.audit.col.item')}>
        <span>
          {t(`admin.audit.kind.${entry.itemKind}`)}{' '}
          <button type="button" className={styles.linkish} title={t('admin.audit.onlyItem')} onClick={() => onFilter({ itemKind: entry.itemKind, itemId: entry.itemId })}>
            <bdi className={styles.id}>{entry.itemId}</bdi>
          </button>
        </span>
      </td>
      <td data-label={t('admin.audit.col.reason')}>
        <span>
          {entry.reason && <bdi className={styles.reason}>{entry.reason}</bdi>}
          {details.length > 0 && (
            <span className={styles.details} dir="ltr">
              {details.join(' · ')}
            </span>
          )}
        </span>
      </td>
    </tr>
  );
}

/** The audit log's entries: a table at 1280 px, one stacked card per entry on a phone (labels from data-label). */
export function AuditTable({ entries, busy, onFilter }: AuditTableProps) {
  const zone = useViewerZone();
  return (
    <table className={styles.table} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('admin.audit.col.when')}</th>
          <th scope="col">{t('admin.audit.col.actor')}</th>
          <th scope="col">{t('admin.audit.col.action')}</th>
          <th scope="col">{t('admin.audit.col.item')}</th>
          <th scope="col">{t('admin.audit.col.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} zone={zone} onFilter={onFilter} />
        ))}
      </tbody>
    </table>
  );
}
