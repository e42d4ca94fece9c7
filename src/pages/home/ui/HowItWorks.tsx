import type { CmsVideoBlock } from '@contracts/content';
import { t } from '@/shared/i18n';
import { AutoplayVideo } from '@/shared/ui';
import styles from './HowItWorks.module.css';

/** 'How it works' for business and for freelancers (content forBusiness, forFreelancer), each with its video. */
export function HowItWorks({ business, freelancer }: { business: CmsVideoBlock; freelancer: CmsVideoBlock }) {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.heading}>
        {t('home.howItWorks')}
      </h2>
      <div className={styles.grid}>
        <Block id="how-business" eyebrow={t('home.forBusiness')} block={business} />
        <Block id="how-freelancer" eyebrow={t('home.forFreelancers')} block={freelancer} />
      </div>
    </section>
  );
}

function Block({ id, eyebrow, block }: { id: string; eyebrow: string; block: CmsVideoBlock }) {
  return (
    <article className={styles.block} aria-labelledby={id}>
      <AutoplayVideo lazy src={block.video} poster={block.poster} label={block.title} className={styles.video}>
        <img src={block.img} alt="" width={400} height={300} loading="lazy" decoding="async" className={styles.art} />
      </AutoplayVideo>
      <div className={styles.body}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h3 id={id} className={styles.title}>
          {block.title}
        </h3>
        <p className={styles.text}>{block.content}</p>
      </div>
    </article>
  );
}
