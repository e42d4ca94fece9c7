import { useRouteError } from 'react-router';
import { t } from '@/shared/i18n';
import { Button, EmptyState, PageHeader } from '@/shared/ui';
import styles from './PageError.module.css';

/**
 * A page's script that could not be fetched: webpack's ChunkLoadError (and
 * its CSS twin), or the browsers' own words for a failed dynamic import.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /chunk .* failed|dynamically imported module|importing a module script failed/i.test(error.message));
}

/**
 * Shown in the layout's content area, header, navigation and footer kept,
 * when a page fails to load (its chunk could not be fetched: offline, or a
 * new release replaced it) or to render. Trying again reloads the page,
 * which also brings the current release's scripts. The layout's own
 * failure shows it alone (router.tsx).
 */
export function PageError() {
  const notLoaded = isChunkLoadError(useRouteError());
  return (
    <section className={styles.page} aria-labelledby="page-error-title">
      <PageHeader titleId="page-error-title" title={t(notLoaded ? 'error.pageNotLoaded' : 'error.pageFailed')} />
      <EmptyState
        title={t(notLoaded ? 'error.checkConnection' : 'error.generic')}
        action={<Button onClick={() => window.location.reload()}>{t('error.tryAgain')}</Button>}
      />
    </section>
  );
}
