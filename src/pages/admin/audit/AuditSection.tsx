import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditLogFilters } from '@contracts/operator';
import { useGetAuditLogQuery } from '@/entities/operator';
import { useGetMyProfileQuery } from '@/entities/user';
import { adminT as t } from '@/shared/i18n';
import { Button, EmptyState, Spinner } from '@/shared/ui';
import { auditViewParams, readAuditView } from './filters';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { DownloadAuditCsv } from './DownloadAuditCsv';
import styles from './Audit.module.css';

/** /admin/audit: the audit log, newest first, filtered and paged through the URL; administrators may download it as CSV. */
export function AuditSection() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const view = useMemo(() => readAuditView(new URLSearchParams(search)), [search]);
  const { data: profile } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  const { data, isFetching, isError } = useGetAuditLogQuery({ ...view.filters, page: view.page }, { refetchOnMountOrArgChange: true });
  const show = (filters: AuditLogFilters, page = 0) => setParams(auditViewParams({ filters, page }));

  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <div className={styles.head}>
        <div>
          <h2 id="audit-heading">{t('admin.audit.heading')}</h2>
          <p className={styles.intro}>{t('admin.audit.intro')}</p>
        </div>
        {profile?.operatorRole === 'admin' && <DownloadAuditCsv filters={view.filters} />}
      </div>
      <AuditFilters filters={view.filters} onApply={(filters) => show(filters)} />
      {isFetching && !data && <Spinner />}
      {isError && !isFetching && <EmptyState title={t('admin.audit.loadFailed')} />}
      {data && data.data.length === 0 && <p className={styles.intro}>{t('admin.audit.empty')}</p>}
      {data && data.data.length > 0 && <AuditTable entries={data.data} busy={isFetching} onFilter={(filters) => show(filters)} />}
      {data && (view.page > 0 || data.hasMore) && (
        <div className={styles.pages}>
          <Button type="button" variant="outline" size="sm" disabled={view.page === 0 || isFetching} onClick={() => show(view.filters, view.page - 1)}>
            {t('admin.audit.newer')}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={!data.hasMore || isFetching} onClick={() => show(view.filters, view.page + 1)}>
            {t('admin.audit.older')}
          </Button>
        </div>
      )}
    </section>
  );
}
