import { useMatches } from 'react-router';
import { t, type MessageKey } from '@/shared/i18n';
import { EmptyState } from '@/shared/ui';

/**
 * Stands for a route whose capability is still being built (its issue is open).
 * It says so on screen; the route's title comes from the route's handle.
 */
export function ComingSoonPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: MessageKey } | undefined;
  return (
    <section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{t(handle?.title ?? 'app.name')}</h1>
      <EmptyState title={t('placeholder.comingSoon')} />
    </section>
  );
}
