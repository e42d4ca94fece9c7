import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { EmptyState, PageHeader } from '@/shared/ui';
import styles from './NotFoundPage.module.css';

/** Any path outside docs/reference.md#screens's table. */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <PageHeader titleId="not-found-title" title={t('notFound.title')} />
      <EmptyState
        title={t('notFound.body')}
        action={<Link to={paths.home}>{t('notFound.home')}</Link>}
      />
    </section>
  );
}
