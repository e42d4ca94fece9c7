import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { EmptyState } from '@/shared/ui';

/** Any path outside SPEC §2's table. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <EmptyState
        title={t('notFound.body')}
        action={<Link to={paths.home}>{t('notFound.home')}</Link>}
      />
    </section>
  );
}
