import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { API_PREFIX } from '@contracts/api';
import { OPERATOR_PATHS, type AuditLogFilters } from '@contracts/operator';
import { auditApi, auditLogSearch } from '@/entities/operator';
import { fetchAskingPassword } from '@/features/reauth';
import { adminT as t } from '@/shared/i18n';
import { downloadMemberFile } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui';
import styles from './Audit.module.css';

/**
 * "Download CSV" (administrators): GET /admin/audit-log.csv with the filters shown, through the fetch that asks for the
 * password again when the server wants it (entered more than 15 minutes ago); the export is itself a new log entry.
 */
export function DownloadAuditCsv({ filters }: { filters: AuditLogFilters }) {
  const [downloading, setDownloading] = useState(false);
  const dispatch = useDispatch();
  const download = async () => {
    setDownloading(true);
    const saved = await downloadMemberFile(`${API_PREFIX}${OPERATOR_PATHS.auditLogCsv}${auditLogSearch(filters)}`, 'khibra-audit-log.csv', fetchAskingPassword);
    setDownloading(false);
    if (saved) dispatch(auditApi.util.invalidateTags([{ type: 'AuditLog', id: 'LIST' }]));
    else notify(t('admin.audit.downloadFailed'), 'error');
  };
  return (
    <div className={styles.download}>
      <Button type="button" variant="outline" loading={downloading} onClick={() => void download()} aria-describedby="audit-csv-hint">
        {t(downloading ? 'admin.audit.downloading' : 'admin.audit.download')}
      </Button>
      <p id="audit-csv-hint" className={styles.hint}>
        {t('admin.audit.downloadHint')}
      </p>
    </div>
  );
}
