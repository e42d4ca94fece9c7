import { Fragment, type ReactNode } from 'react';
import { formatDate } from '@contracts/format';
import type { Review } from '@contracts/review';
import { countryName, freelancersT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { userText } from '@/shared/ui';
import { Stars } from './Stars';
import styles from './Review.module.css';

/** Stands for the replier's name in the message, which is then rendered around it. */
const NAME_SLOT = '\u0001';

/** What a review is about: "E-consultation, 60 min" or "Vacancy: Leadership trainer". */
export const reviewSubject = (review: Review): string =>
  review.subject.kind === 'booking' ? t('freelancers.reviews.subjectBooking', { minutes: review.subject.minutes }) : t('freelancers.reviews.subjectVacancy', { title: review.subject.title });

export interface ReviewItemProps {
  review: Review;
  /** Whose reply it is: the person reviewed. */
  replyName: string;
  /** Under the review: a reply form, a report button. */
  children?: ReactNode;
}

/**
 * One review: the stars, who wrote it (first name, company, country, or "A former member"; never an address), when and about what, the
 * words as plain text in their own direction and language, and the reply.
 */
export function ReviewItem({ review, replyName, children }: ReviewItemProps) {
  // The name is what a member typed: isolated, so its script does not reorder the words around it.
  const replyWho = t('freelancers.reviews.reply', { name: NAME_SLOT }).split(NAME_SLOT);
  const zone = useViewerZone();
  // Each part isolated: a name in one script beside a company in the other keeps its own direction.
  const named = [review.author.firstName, review.author.company, review.author.country && countryName(review.author.country)].filter(Boolean);
  // An erased account's reviews stay, without a name.
  const who = named.length > 0 ? named : [t('freelancers.reviews.formerMember')];
  return (
    <article className={styles.item}>
      <header className={styles.head}>
        <Stars value={review.rating} />
        <p className={styles.who}>
          {who.map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              <bdi>{part}</bdi>
            </Fragment>
          ))}
        </p>
        <p className={styles.meta}>
          <time dateTime={review.publishedAt}>{formatDate(review.publishedAt, { timeZone: zone })}</time> · <bdi>{reviewSubject(review)}</bdi>
        </p>
      </header>
      <p className={styles.text} {...userText(review.text)}>
        {review.text}
      </p>
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyWho}>
            {replyWho[0]}
            <bdi>{replyName}</bdi>
            {replyWho[1]}
          </p>
          <p className={styles.text} {...userText(review.reply.text)}>
            {review.reply.text}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}
