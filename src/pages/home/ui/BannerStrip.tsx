import { Link } from 'react-router';
import type { CmsBanner } from '@contracts/content';
import { t } from '@/shared/i18n';
import { bannerLabel, isSitePath } from '../lib/banners';
import styles from './BannerStrip.module.css';

/** The banner strip (content `works.banners`): each banner an image that links somewhere. */
export function BannerStrip({ banners }: { banners: CmsBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.strip} aria-label={t('home.banners')}>
      <ul className={styles.list}>
        {banners.map((banner) => {
          const image = <img src={banner.img} alt={bannerLabel(banner.link)} width={800} height={300} loading="lazy" decoding="async" />;
          return (
            <li key={`${banner.link}|${banner.img}`} className={styles.item}>
              {isSitePath(banner.link) ? (
                <Link className={styles.link} to={banner.link}>
                  {image}
                </Link>
              ) : (
                <a className={styles.link} href={banner.link} target="_blank" rel="noopener noreferrer">
                  {image}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
