import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { useGetCmsQuery } from '@/entities/content';
import { selectIsLoggedIn } from '@/shared/auth';
import { loadMessages, t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { BannerStrip } from './BannerStrip';
import { CardSection } from './CardSection';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';
import styles from './HomePage.module.css';

// Only a signed-in member loads it (with its words): a visitor's home carries none of its code.
const VacanciesForYou = lazy(async () => {
  const { VacanciesForYou: Section } = await import(/* webpackChunkName: "for-you" */ './VacanciesForYou');
  await loadMessages();
  return { default: Section };
});

/**
 * docs/reference.md#screens home, from the content service (the slider over the background
 * video is the layout's, named by the route): the hero with the two calls to action,
 * the banner strip, 'How it works' for business and for freelancers, the
 * freelancer and e-consultant cards, New Freelancer Sign Up (visitors only)
 * and the not-liable notice. A content failure shows 'error' in the hero, with what to do and Try again.
 */
export function HomePage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data, isError, refetch } = useGetCmsQuery();

  return (
    <div className={styles.page}>
        <Hero content={data} failed={isError} onRetry={() => void refetch()} loggedIn={loggedIn} />
        {loggedIn && (
          <Suspense fallback={null}>
            <VacanciesForYou />
          </Suspense>
        )}
        {data && (
          <>
            <BannerStrip banners={data.works.banners} />
            <HowItWorks business={data.forBusiness} freelancer={data.forFreelancer} />
            <CardSection
              id="freelancer-content"
              section={data.freelancerContent}
              footer={
                !loggedIn && (
                  <div className={styles.signUp}>
                    <p className={styles.signUpText}>{t('home.newFreelancerText')}</p>
                    <Link to={paths.signup} className={styles.signUpButton}>
                      {t('home.newFreelancerSignUp')}
                    </Link>
                  </div>
                )
              }
            />
            <CardSection id="e-consultant" section={data.eConsultant} tone="tinted" />
          </>
        )}
        <aside className={styles.notice} aria-labelledby="home-notice">
          <svg className={styles.noticeIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <rect x="11" y="10" width="2" height="7" rx="1" fill="currentColor" />
            <circle cx="12" cy="7.5" r="1.25" fill="currentColor" />
          </svg>
          <div>
            <h2 id="home-notice" className={styles.noticeTitle}>
              {t('home.noticeTitle')}
            </h2>
            <p className={styles.noticeText}>{t('home.notice')}</p>
          </div>
        </aside>
    </div>
  );
}
