import type { ReactNode } from 'react';
import type { CmsContent } from '@contracts/content';
import { ContentError, useGetCmsQuery } from '@/entities/content';
import { t } from '@/shared/i18n';
import { PageHeader, Spinner } from '@/shared/ui';
import { WithSideBanner } from '@/widgets/side-banner';
import styles from './ContentPage.module.css';

/** The frame of the content pages: the title, then the content-service text (or 'error' and a way to try again), with the side banner. */
export function ContentPageFrame({ title, children }: { title: string; children: (content: CmsContent) => ReactNode }) {
  const { data, isError, refetch } = useGetCmsQuery();
  return (
    <WithSideBanner>
      <article className={styles.page} aria-labelledby="content-page-title">
        <PageHeader className={styles.head} titleId="content-page-title" title={title} />
        {data ? (
          children(data)
        ) : isError ? (
          <ContentError onRetry={() => void refetch()} />
        ) : (
          <Spinner size="lg" label={t('content.loading')} className={styles.spinner} />
        )}
      </article>
    </WithSideBanner>
  );
}
