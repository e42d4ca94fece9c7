import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CmsSection } from '@contracts/content';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { isBookingCard } from '../lib/cards';
import styles from './CardSection.module.css';

export interface CardSectionProps {
  id: string;
  section: CmsSection;
  /** Shown under the cards (e.g. the sign-up call for visitors). */
  footer?: ReactNode;
  tone?: 'plain' | 'tinted';
}

/**
 * A content section with its cards (content freelancerContent or eConsultant):
 * title, text and subContent cards of image, title and text. A card whose
 * title contains 'booking' links to /freelancers (the whole card is the link's
 * target area; the title is the link).
 */
export function CardSection({ id, section, footer, tone = 'plain' }: CardSectionProps) {
  return (
    <section className={tone === 'tinted' ? `${styles.section} ${styles.tinted}` : styles.section} aria-labelledby={id}>
      <div className={styles.intro}>
        <h2 id={id} className={styles.heading}>
          {section.title}
        </h2>
        <p className={styles.lead}>{section.content}</p>
      </div>
      <ul className={styles.grid}>
        {section.subContent.map((card) => {
          const booking = isBookingCard(card.title);
          return (
            <li key={card.title} className={booking ? `${styles.card} ${styles.linked}` : styles.card}>
              <img className={styles.image} src={card.img} alt="" width={400} height={300} loading="lazy" decoding="async" />
              <div className={styles.body}>
                <h3 className={styles.title}>
                  {booking ? (
                    <Link to={paths.freelancers} className={styles.cardLink}>
                      {card.title}
                    </Link>
                  ) : (
                    card.title
                  )}
                </h3>
                <p className={styles.text}>{card.content}</p>
                {booking && (
                  <p className={styles.more} aria-hidden="true">
                    {t('home.bookingLink')} <span className={styles.arrow}>→</span>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {footer}
    </section>
  );
}
