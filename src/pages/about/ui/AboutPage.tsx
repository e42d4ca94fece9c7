import { useId } from 'react';
import type { AboutCard } from '@contracts/content';
import { ContentError, ContentHtml, useGetCmsQuery } from '@/entities/content';
import { t } from '@/shared/i18n';
import { PageHeader, Spinner } from '@/shared/ui';
import { WithSideBanner } from '@/widgets/side-banner';
import styles from './AboutPage.module.css';

/**
 * docs/reference.md#screens About Us: a list of cards (image, title, HTML content) and the
 * story block (image, title, HTML content), from the content service, with
 * the side banner (the layout shows the slider with the AboutPage lines).
 */
export function AboutPage() {
  const { data, isError, refetch } = useGetCmsQuery();
  return (
    <WithSideBanner>
      <PageHeader className={styles.head} title={t('page.about')} />
      {data ? (
        <>
          <ul className={styles.cards} aria-label={t('about.cards')}>
            {data.aboutus.array.map((card) => (
              <Card key={card.title} card={card} />
            ))}
          </ul>
          <section className={styles.story} aria-labelledby="about-story">
            <img className={styles.storyImage} src={data.aboutus.story.img} alt="" width={400} height={300} loading="lazy" decoding="async" />
            <div className={styles.storyBody}>
              <h2 id="about-story" className={styles.storyTitle}>
                {data.aboutus.story.title}
              </h2>
              <ContentHtml html={data.aboutus.story.content} />
            </div>
          </section>
        </>
      ) : isError ? (
        <ContentError onRetry={() => void refetch()} />
      ) : (
        <Spinner size="lg" label={t('content.loading')} className={styles.spinner} />
      )}
    </WithSideBanner>
  );
}

function Card({ card }: { card: AboutCard }) {
  const titleId = useId();
  return (
    <li className={styles.card}>
      <article aria-labelledby={titleId}>
        <img className={styles.cardImage} src={card.img} alt="" width={400} height={300} loading="lazy" decoding="async" />
        <div className={styles.cardBody}>
          <h2 id={titleId} className={styles.cardTitle}>
            {card.title}
          </h2>
          <ContentHtml html={card.content} className={styles.cardText} />
        </div>
      </article>
    </li>
  );
}
