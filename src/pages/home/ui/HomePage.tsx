import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { selectIsLoggedIn } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import styles from './HomePage.module.css';

/** SPEC §2 home. The calls to action go to the work pages when logged in, else to sign-up. */
export function HomePage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroText}>
        <h1 id="home-title" className={styles.title}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.lead}>{t('home.heroText')}</p>
        <div className={styles.ctas}>
          <Link className={styles.ctaPrimary} to={loggedIn ? paths.vacancyCreate : paths.signup}>
            {t('home.needFreelancer')}
          </Link>
          <Link className={styles.ctaSecondary} to={loggedIn ? paths.vacancies : paths.signup}>
            {t('home.amFreelancer')}
          </Link>
        </div>
        <p className={styles.notice}>{t('home.notice')}</p>
      </div>
    </section>
  );
}
