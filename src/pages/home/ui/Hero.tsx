import { Link } from 'react-router';
import type { CmsContent } from '@contracts/content';
import { ContentError } from '@/entities/content';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { visuallyHidden } from '@/shared/ui';
import styles from './Hero.module.css';

export interface HeroProps {
  content?: CmsContent;
  failed: boolean;
  /** Asks the content service again after a failure. */
  onRetry: () => void;
  loggedIn: boolean;
}

/**
 * Title and titleContent from the content service, the two calls to action
 * of docs/reference.md#screens (work pages when logged in, else sign-up) and, at desktop
 * widths, an illustration.
 */
export function Hero({ content, failed, onRetry, loggedIn }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        {content ? (
          <>
            <h1 id="home-title" className={styles.title}>
              {content.title}
            </h1>
            <p className={styles.lead}>{content.titleContent}</p>
          </>
        ) : failed ? (
          <>
            <h1 id="home-title" className={styles.title}>
              {t('app.tagline')}
            </h1>
            <ContentError onRetry={onRetry} />
          </>
        ) : (
          <>
            <h1 id="home-title" className={styles.title} aria-busy="true">
              <span className={visuallyHidden}>{t('app.name')}</span>
              <span className={styles.skeletonTitle} aria-hidden="true" />
            </h1>
            <div className={styles.skeletonLead} aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          </>
        )}
        <div className={styles.ctas}>
          <Link className={styles.ctaPrimary} to={loggedIn ? paths.vacancyCreate : paths.signup}>
            {t('home.needFreelancer')}
          </Link>
          <Link className={styles.ctaSecondary} to={loggedIn ? paths.vacancies : paths.signup}>
            {t('home.amFreelancer')}
          </Link>
        </div>
      </div>
      <img className={styles.art} src="/content/hero.svg" alt="" width={480} height={400} loading="lazy" decoding="async" />
    </section>
  );
}
