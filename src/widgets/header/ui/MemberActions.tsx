import { useSelector } from 'react-redux';
import { useGetMyProfileQuery } from '@/entities/user';
import { NoticeBell } from '@/features/alerts/notification-bell';
import { selectSessionToken } from '@/shared/auth';
import { MessagesLink } from './MessagesLink';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

/**
 * What a signed-in member has in the header: the Messages link with its count, the notification bell with its count,
 * and the account menu. The default export of a lazy chunk, as React.lazy takes it (the shortest loader: the home page budget).
 */
export default function MemberActions() {
  const token = useSelector(selectSessionToken);
  // After the member's profile (the menu's call): a session the server refuses gets one answer, not one per call.
  const { data: profile } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  return (
    <>
      <MessagesLink />
      <NoticeBell ready={Boolean(token && profile)} className={styles.userMenu} buttonClassName={styles.userButton} />
      <UserMenu />
    </>
  );
}
