import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useGetMyProfileQuery } from '@/entities/user';
import { YourDataSection } from '@/features/account-data';
import { AccountSecurity } from '@/features/account-security';
import { useLogoutEverywhere } from '@/features/logout';
import { PasskeysSection } from '@/features/passkeys';
import { TwoStepSection } from '@/features/two-step';
import { installReauthPrompt } from '@/features/reauth';
import { selectMustChangePassword } from '@/shared/auth';
import { accountsT as t, type AccountsKey as MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, ConfirmDialog, EmptyState, FormCard, PageHeader, Spinner } from '@/shared/ui';
import { AccountForm } from './AccountForm';
import { AlertsForm } from './AlertsForm';
import { NotificationsForm } from './NotificationsForm';
import { PasswordForm } from './PasswordForm';
import { SavedSearches } from './SavedSearches';
import styles from './ProfilePage.module.css';

// My Account holds the sensitive actions: a write answered 403 reauthRequired asks for the password again.
installReauthPrompt();

/** ?reason= of a failed e-mail change link (the confirm-email redirect of contracts/user ACCOUNT_PATHS). */
const CHANGE_FAILURE: Record<string, MessageKey> = {
  expired: 'session.email.changeExpired',
  used: 'session.email.changeUsed',
  invalid: 'session.email.changeInvalid',
  taken: 'session.email.changeTaken',
  cancelled: 'session.email.changeCancelled',
};

/** The banner for ?emailchanged=true|false&reason=… (the link mailed to the new address lands here). */
function EmailChangeBanner() {
  const [params] = useSearchParams();
  const changed = params.get('emailchanged');
  const reason = params.get('reason');
  if (changed === 'true') return <Alert tone="success">{t('session.email.changed')}</Alert>;
  if (changed === 'false') {
    const key = reason && Object.hasOwn(CHANGE_FAILURE, reason) ? CHANGE_FAILURE[reason] : CHANGE_FAILURE.invalid;
    return <Alert tone="warning">{t(key)}</Alert>;
  }
  return null;
}

/**
 * "Sign out of all devices": asks first (it ends this session too), then ends
 * every session of the account and says so on the way to /login.
 */
function SignOutEverywhere() {
  const { logoutEverywhere, isLoading } = useLogoutEverywhere();
  const [asking, setAsking] = useState(false);
  const signOut = async () => {
    const done = await logoutEverywhere();
    setAsking(false);
    notify(t(done ? 'session.logoutAll.done' : 'session.logoutAll.failed'), done ? 'success' : 'error');
  };
  return (
    <FormCard level={2} width="wide" title={t('session.logoutAll.heading')} intro={t('session.logoutAll.intro')}>
      <div className={styles.actions}>
        <Button type="button" variant="outline" onClick={() => setAsking(true)}>
          {t('session.logoutAll.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('session.logoutAll.confirm')}
        hint={t('session.logoutAll.confirmHint')}
        confirmLabel={t('session.logoutAll.submit')}
        danger
        loading={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void signOut()}
      />
    </FormCard>
  );
}

function MyAccount() {
  const { data: profile, isLoading, isError } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  const fromLogin = useSelector(selectMustChangePassword);
  // Logged in with a temporary password: the password form comes first, explained.
  const passwordFirst = fromLogin || profile?.mustChangePassword === true;
  const account = profile && (
    <>
      {profile.pendingEmail && <Alert tone="info">{t('session.email.pending', { email: profile.pendingEmail })}</Alert>}
      <AccountForm user={profile.user} />
    </>
  );
  return (
    <div className={styles.page}>
      <PageHeader title={t('accounts.profile.title')} />
      <EmailChangeBanner />
      {isLoading && <Spinner size="lg" />}
      {isError && <EmptyState title={t('accounts.profile.loadFailed')} />}
      {passwordFirst ? (
        <>
          <Alert tone="warning">
            <strong className={styles.alertTitle}>{t('session.passwordFirst.title')}</strong> {t('session.passwordFirst.body')}
          </Alert>
          <PasswordForm />
          {account}
        </>
      ) : (
        <>
          {account}
          <PasswordForm />
        </>
      )}
      {profile && <NotificationsForm />}
      {profile && (
        <div id="alerts" className={styles.anchor}>
          <AlertsForm iam={profile.user.Iam} />
        </div>
      )}
      {profile && (
        <div id="saved-searches" className={styles.anchor}>
          <SavedSearches />
        </div>
      )}
      {profile && !passwordFirst && <TwoStepSection />}
      {profile && !passwordFirst && <AccountSecurity />}
      {profile && !passwordFirst && <PasskeysSection />}
      <SignOutEverywhere />
      {profile && <YourDataSection />}
    </div>
  );
}

/** docs/reference.md#screens My Account (/profile): the account form above the password form; visitors go to /login. */
export function ProfilePage() {
  return <MyAccount />;
}
