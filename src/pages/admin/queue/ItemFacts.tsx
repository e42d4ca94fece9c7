import { formatDateTime } from '@contracts/format-time';
import type { QueueItemDetail } from '@contracts/queue';
import { adminT as t } from '@/shared/i18n';
import { Badge, DetailList, UserText, type DetailRow } from '@/shared/ui';
import { reasonLabel } from './labels';
import styles from './Queue.module.css';

const member = (m: QueueItemDetail['member'], suspended = false) =>
  m ? (
    <>
      <UserText>{m.name}</UserText> <bdi dir="ltr">&lt;{m.email}&gt;</bdi> {suspended && <Badge tone="danger">{t('admin.queue.suspended')}</Badge>}
    </>
  ) : (
    '—'
  );

/** Who the item is about and, for a report, its reason, the reporter's words and the reporter (operators may see who). */
export function ItemFacts({ detail, zone }: { detail: QueueItemDetail; zone: string }) {
  const { report, account } = detail;
  const rows: DetailRow[] = [{ key: 'member', label: t('admin.queue.member'), value: member(detail.member, detail.memberSuspended) }];
  const heading = account ? t('admin.queue.account.heading') : report ? t('admin.queue.reportedMember') : t('admin.queue.owner');
  if (account) {
    rows.push(
      { key: 'created', label: t('admin.queue.account.created'), value: formatDateTime(account.createdAt, zone) },
      { key: 'verified', label: t('admin.queue.account.verified'), value: account.mailVerified ? t('admin.queue.yes') : t('admin.queue.no') },
      { key: 'place', label: t('admin.queue.account.place'), value: <UserText>{[account.city, account.country].filter(Boolean).join(', ')}</UserText> },
    );
    if (account.iam.length > 0) rows.push({ key: 'roles', label: t('admin.queue.account.roles'), value: account.iam.join(', ') });
  }
  return (
    <>
      <section className={styles.block} aria-labelledby="queue-facts">
        <h3 id="queue-facts" className={styles.blockTitle}>
          {heading}
        </h3>
        <DetailList rows={rows} />
      </section>
      {report && (
        <section className={styles.block} aria-labelledby="queue-report">
          <h3 id="queue-report" className={styles.blockTitle}>
            {t('admin.queue.report.heading')}
          </h3>
          <DetailList
            rows={[
              { key: 'reason', label: t('admin.queue.report.reason'), value: reasonLabel(report.reason) ?? <UserText>{report.reason}</UserText> },
              ...(report.text ? [{ key: 'text', label: t('admin.queue.report.text'), value: <UserText>{report.text}</UserText> }] : []),
              { key: 'by', label: t('admin.queue.report.by'), value: member(report.reporter) },
              { key: 'when', label: t('admin.queue.report.when'), value: formatDateTime(report.createdAt, zone) },
              { key: 'open', label: t('admin.queue.report.open'), value: String(report.openReports) },
            ]}
          />
        </section>
      )}
    </>
  );
}
