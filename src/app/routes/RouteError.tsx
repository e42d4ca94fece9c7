import { t } from '@/shared/i18n';
import { Button, EmptyState } from '@/shared/ui';

/** Shown when a page fails to load or render (e.g. a chunk could not be fetched). */
export function RouteError() {
  return (
    <main id="main">
      <EmptyState
        title={t('error.generic')}
        action={
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        }
      />
    </main>
  );
}
