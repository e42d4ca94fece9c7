import { useState } from 'react';
import { formatDateTime } from '@contracts/format-time';
import type { SessionView } from '@contracts/security';
import { securityT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Badge, Button, ConfirmDialog, EmptyState, FormCard, Spinner } from '@/shared/ui';
import { useEndSessionMutation, useGetSessionsQuery } from '../api/securityApi';
import { deviceName } from './deviceName';
import styles from './AccountSecurity.module.css';

function SessionItem({ session, zone, onEnd }: { session: SessionView; zone: string; onEnd: (session: SessionView) => void }) {
  const device = deviceName(session.device);
  const lastActive = formatDateTime(session.lastActiveAt, zone);
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          <bdi>{device}</bdi>
          {session.current && <Badge tone="success">{t('security.sessions.thisDevice')}</Badge>}
        </span>
        {session.ip && (
          <span className={styles.meta}>
            {t('security.sessions.ip')} <bdi>{session.ip}</bdi>
          </span>
        )}
        <span className={styles.meta}>{t('security.sessions.signedIn', { when: formatDateTime(session.createdAt, zone) })}</span>
        <span className={styles.meta}>{t('security.sessions.lastActive', { when: lastActive })}</span>
      </div>
      {!session.current && (
        <Button type="button" variant="outline" size="sm" aria-label={t('security.sessions.endLabel', { device, when: lastActive })} onClick={() => onEnd(session)}>
          {t('security.sessions.end')}
        </Button>
      )}
    </li>
  );
}

/** My Account's "Sessions" (#sessions, the new-device e-mail's link): every live session, this device marked; any other one can be ended. */
export function SessionsSection() {
  const { data: sessions, isLoading, isError } = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endSession, { isLoading: ending }] = useEndSessionMutation();
  const [asking, setAsking] = useState<SessionView | null>(null);
  const zone = useViewerZone();
  const confirm = async () => {
    if (!asking) return;
    const result = await endSession(asking.id);
    setAsking(null);
    notify(t('error' in result ? 'security.sessions.failed' : 'security.sessions.ended'), 'error' in result ? 'error' : 'success');
  };
  const ordered = sessions && [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  return (
    <div id="sessions" className={styles.anchor}>
      <FormCard level={2} width="wide" title={t('security.sessions.heading')} intro={t('security.sessions.intro')}>
        {isLoading && <Spinner />}
        {isError && <EmptyState title={t('security.sessions.loadFailed')} />}
        {ordered && (
          <ul className={styles.list}>
            {ordered.map((session) => (
              <SessionItem key={session.id} session={session} zone={zone} onEnd={setAsking} />
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={asking !== null}
          title={t('security.sessions.confirm')}
          hint={asking ? `${deviceName(asking.device)} — ${t('security.sessions.confirmHint')}` : undefined}
          confirmLabel={t('security.sessions.end')}
          danger
          loading={ending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void confirm()}
        />
      </FormCard>
    </div>
  );
}
