import { useState } from 'react';
import { useSelector } from 'react-redux';
import { formatRating } from '@contracts/format';
import { aspectsOf } from '@contracts/review';
import { freelancerName, type Freelancer } from '@/entities/freelancer';
import { RatingLine, ReviewItem, useGetFreelancerReviewsQuery } from '@/entities/review';
import { LazyReplyForm, LazyReportReview } from '@/features/review';
import { selectIsLoggedIn } from '@/shared/auth';
import { freelancersT as t } from '@/shared/i18n';
import { Button, Spinner } from '@/shared/ui';
import { useIsMine } from '@/widgets/freelancer-card';
import styles from './FreelancerReviews.module.css';

interface PageProps {
  freelancer: Freelancer;
  page: number;
  /** The viewer is the freelancer: a reply form under each review they may still answer. */
  own: boolean;
  loggedIn: boolean;
  /** The last page shown: offers the next one. */
  last: boolean;
  onMore: () => void;
}

/** One page of reviews (10), each with what the viewer may do: reply (the freelancer), report (other members, not its author). */
function ReviewsPage({ freelancer, page, own, loggedIn, last, onMore }: PageProps) {
  const { data } = useGetFreelancerReviewsQuery({ freelancerId: freelancer.id, page });
  if (!data) return page === 0 ? null : <Spinner />;
  const name = freelancerName(freelancer);
  return (
    <>
      {data.data.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} replyName={name}>
            {own && <LazyReplyForm review={review} on={{ kind: 'freelancer', freelancerId: freelancer.id }} />}
            {loggedIn && !own && !review.mine && <LazyReportReview reviewId={review.id} />}
          </ReviewItem>
        </li>
      ))}
      {last && data.hasMore && (
        <li className={styles.more}>
          <Button variant="secondary" onClick={onMore}>
            {t('freelancers.reviews.more')}
          </Button>
        </li>
      )}
    </>
  );
}

/**
 * A freelancer's reviews on their page: the average, how many, the average of each aspect, then the reviews newest
 * first, ten at a time ("Show more reviews"). Published ones only: the server sends no other.
 */
export function FreelancerReviews({ freelancer }: { freelancer: Freelancer }) {
  const [pages, setPages] = useState(1);
  const loggedIn = useSelector(selectIsLoggedIn);
  const own = useIsMine(freelancer);
  const { data } = useGetFreelancerReviewsQuery({ freelancerId: freelancer.id, page: 0 });
  const summary = data?.summary;
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        {t('freelancers.reviews.title')}
      </h2>
      {summary && summary.count > 0 ? (
        <>
          <RatingLine rating={summary} />
          <dl className={styles.aspects}>
            {aspectsOf('freelancer').map((aspect) =>
              summary.aspects[aspect] === undefined ? null : (
                <div key={aspect}>
                  <dt>{t(`freelancers.reviews.aspect.${aspect}`)}</dt>
                  <dd>{formatRating(summary.aspects[aspect])}</dd>
                </div>
              ),
            )}
          </dl>
          <ul className={styles.list}>
            {Array.from({ length: pages }, (_, page) => (
              <ReviewsPage key={page} freelancer={freelancer} page={page} own={own} loggedIn={loggedIn} last={page === pages - 1} onMore={() => setPages(pages + 1)} />
            ))}
          </ul>
        </>
      ) : (
        data && <p className={styles.none}>{t('freelancers.reviews.none')}</p>
      )}
    </section>
  );
}
