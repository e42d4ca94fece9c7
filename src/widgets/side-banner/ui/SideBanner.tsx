import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { AutoplayVideo } from '@/shared/ui';
import styles from './SideBanner.module.css';

/**
 * The side banner of docs/reference.md#screens ("some layouts carry a side banner with a
 * video"): a short video, a line of text and one call to action — Join
 * Khibra for visitors, Find freelancers for members. Shown beside the text of
 * /about and the content pages from 1024 px; hidden (and never downloaded)
 * on narrower screens, where it would only push the text down.
 */
export function SideBanner() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const titleId = useId();
  const media = loggedIn
    ? { video: '/media/how-business.mp4', poster: '/media/how-business.jpg' }
    : { video: '/media/how-freelancer.mp4', poster: '/media/how-freelancer.jpg' };
  return (
    <aside className={styles.banner} aria-labelledby={titleId}>
      {/* The video is screens of Khibra itself (public/media/README.md): nothing is laid over it. */}
      <AutoplayVideo lazy src={media.video} poster={media.poster} className={styles.video} togglePlacement="end" />
      <div className={styles.body}>
        <p className={styles.eyebrow}>{t('sideBanner.label')}</p>
        <h2 id={titleId} className={styles.title}>
          {t('sideBanner.title')}
        </h2>
        <p className={styles.text}>{loggedIn ? t('sideBanner.textMember') : t('sideBanner.textVisitor')}</p>
        <Link className={styles.cta} to={loggedIn ? paths.freelancers : paths.signup}>
          {loggedIn ? t('sideBanner.ctaMember') : t('sideBanner.ctaVisitor')}
        </Link>
      </div>
    </aside>
  );
}

/** A page's content with the side banner beside it (from 1024 px). */
export function WithSideBanner({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.content}>{children}</div>
      <SideBanner />
    </div>
  );
}
