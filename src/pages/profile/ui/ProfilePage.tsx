import { useGetMyProfileQuery } from '@/entities/user';
import { RequireAuth } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { EmptyState, Spinner } from '@/shared/ui';
import { AccountForm } from './AccountForm';
import { PasswordForm } from './PasswordForm';
import styles from './ProfilePage.module.css';

function MyAccount() {
  const { data: profile, isLoading, isError } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('accounts.profile.title')}</h1>
      {isLoading && <Spinner size="lg" />}
      {isError && <EmptyState title={t('accounts.profile.loadFailed')} />}
      {profile && <AccountForm user={profile.user} />}
      <PasswordForm />
    </div>
  );
}

/** SPEC §2 My Account (/profile): the account form above the password form; visitors go to /login. */
export function ProfilePage() {
  return (
    <RequireAuth>
      <MyAccount />
    </RequireAuth>
  );
}
