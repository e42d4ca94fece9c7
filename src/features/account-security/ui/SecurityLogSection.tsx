import { useState } from 'react';
import { formatDateTime } from '@contracts/format-time';
import type { SecurityEventView } from '@contracts/security';
import { securityT as t, type SecurityKey } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Button, EmptyState, FormCard, Spinner } from '@/shared/ui';
import { useGetSecurityLogQuery } from '../api/securityApi';
import { deviceName } from './deviceName';
import styles from './AccountSecurity.module.css';

const KIND_TEXT: Record<Exclude<SecurityEventView['kind'], 'signIn' | 'sessionEnded' | 'signedOutEverywhere'>, SecurityKey> = {
  signInFailed: 'security.log.signInFailed',
  passwordChanged: 'security.log.passwordChanged',
  passwordReset: 'security.log.passwordReset',
  emailChanged: 'security.log.emailChanged',
  twoFactorEnabled: 'security.log.twoFactorEnabled',
  twoFactorDisabled: 'security.log.twoFactorDisabled',
  recoveryCodesRegenerated: 'security.log.recoveryCodesRegenerated',
  passkeyAdded: 'security.log.passkeyAdded',
  passkeyRemoved: 'security.log.passkeyRemoved',
};

/** What an entry says happened. */
function describe(entry: SecurityEventView): string {
  switch (entry.kind) {
    case 'signIn':
      return t(entry.newDevice ? 'security.log.signInNewDevice' : 'security.log.signIn');
    case 'sessionEnded':
      return entry.by === 'passwordChange' ? t('security.log.sessionEndedByPassword', { count: entry.count ?? 1 }) : t('security.log.sessionEndedByMember');
    case 'signedOutEverywhere':
      return t(entry.by === 'thisWasntMe' ? 'security.log.signedOutByThisWasntMe' : 'security.log.signedOutEverywhere');
    default:
      return t(KIND_TEXT[entry.kind]);
  }
}

function LogEntry({ entry, zone }: { entry: SecurityEventView; zone: string }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>{describe(entry)}</span>
        <span className={styles.meta}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, zone)}</time>
        </span>
        {entry.ip && (
          <span className={styles.meta}>
            {entry.device && (
              <>
                <bdi>{deviceName(entry.device)}</bdi>
                {' · '}
              </>
            )}
            {t('security.sessions.ip')} <bdi>{entry.ip}</bdi>
          </span>
        )}
      </div>
    </li>
  );
}

/** My Account's "Security log": sign-ins, failures and security changes, newest first, a page at a time. */
export function SecurityLogSection() {
  const [page, setPage] = useState(0);
  const { data, isFetching, isError } = useGetSecurityLogQuery(page, { refetchOnMountOrArgChange: true });
  const zone = useViewerZone();
  return (
    <FormCard level={2} width="wide" title={t('security.log.heading')} intro={t('security.log.intro')}>
      {isFetching && !data && <Spinner />}
      {isError && <EmptyState title={t('security.log.loadFailed')} />}
      {data && data.data.length === 0 && <p className={styles.meta}>{t('security.log.empty')}</p>}
      {data && data.data.length > 0 && (
        <ul className={styles.list} aria-busy={isFetching}>
          {data.data.map((entry) => (
            <LogEntry key={entry.id} entry={entry} zone={zone} />
          ))}
        </ul>
      )}
      {data && (page > 0 || data.hasMore) && (
        <div className={styles.pages}>
          <Button type="button" variant="outline" size="sm" disabled={page === 0 || isFetching} onClick={() => setPage(page - 1)}>
            {t('security.log.newer')}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={!data.hasMore || isFetching} onClick={() => setPage(page + 1)}>
            {t('security.log.older')}
          </Button>
        </div>
      )}
    </FormCard>
  );
}
