import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { useLoginHref } from '@/shared/lib/router';
import styles from './LoginMask.module.css';

/** What a visitor sees instead of a member's contact detail (SPEC §6): 'Please login to view', to /login and back. */
export function LoginMask() {
  const loginAndBack = useLoginHref();
  return (
    <Link to={loginAndBack} className={styles.mask}>
      {t('ui.loginToView')}
    </Link>
  );
}
