import { useSelector } from 'react-redux';
import { isBusinessOnly } from '@contracts/user';
import { useGetMyCompanyQuery, type PublicCompany } from '@/entities/company';
import { ReviewItem } from '@/entities/review';
import { useGetMyProfileQuery } from '@/entities/user';
import { LazyReplyForm, LazyReportReview } from '@/features/review';
import { selectIsLoggedIn } from '@/shared/auth';
import { vacanciesT as t } from '@/shared/i18n';
import styles from './CompanyPage.module.css';

/** Whether the viewer is this page's business (`own`), or another member (`other`); neither until that is known. */
function useViewerOfCompany(companyId: string): { own: boolean; other: boolean } {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const business = loggedIn && isBusinessOnly(profile?.user.Iam);
  const { data: mine, isSuccess } = useGetMyCompanyQuery(undefined, { skip: !business });
  const own = business && mine?.id === companyId;
  return { own, other: loggedIn && profile !== undefined && (!business || isSuccess) && !own };
}

/**
 * What freelancers said of the business, newest first: the business replies to each while the reply window is open
 * (ReplyForm); other members report one, as on a freelancer's page, but never their own (`mine`).
 */
export function CompanyReviews({ company }: { company: PublicCompany }) {
  const { own, other } = useViewerOfCompany(company.id);
  if (company.reviews.length === 0) return null;
  return (
    <section aria-labelledby="company-reviews">
      <h3 id="company-reviews" className={styles.section}>
        {t('company.reviews')}
      </h3>
      <ul className={styles.reviews}>
        {company.reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} replyName={company.name}>
              {own && <LazyReplyForm review={review} on={{ kind: 'company', companyId: company.id }} />}
              {other && !review.mine && <LazyReportReview reviewId={review.id} />}
            </ReviewItem>
          </li>
        ))}
      </ul>
    </section>
  );
}
