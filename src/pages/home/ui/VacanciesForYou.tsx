import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { formatList } from '@contracts/format';
import { isBusinessOnly } from '@contracts/user';
import { useGetMyProfileQuery } from '@/entities/user';
import { useGetVacanciesForYouQuery } from '@/entities/vacancy';
import { ApplyAction } from '@/features/apply-vacancy';
import { selectIsLoggedIn } from '@/shared/auth';
import { alertsT as t, localizeRule } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { VacancyCard } from '@/widgets/vacancy-card';
import styles from './VacanciesForYou.module.css';

/**
 * "Vacancies for you" on a signed-in freelancer's home: up to 10 open vacancies that match the profile, newest
 * first, each with the skills it shares with them. Nothing for a business, and nothing while loading, on a failure or with none.
 */
export function VacanciesForYou() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const freelancer = Boolean(profile && !isBusinessOnly(profile.user.Iam));
  const { data } = useGetVacanciesForYouQuery(undefined, { skip: !freelancer });
  const headingId = useId();
  if (!freelancer || !data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {t('alerts.forYou.title')}
        </h2>
        <p className={styles.intro}>{t('alerts.forYou.intro')}</p>
      </div>
      <ul className={styles.list}>
        {data.map(({ vacancy, why }) => (
          <li key={vacancy.id}>
            <VacancyCard
              vacancy={vacancy}
              headingLevel={3}
              compact
              note={t('alerts.forYou.why', { count: why.skills.length, skills: formatList(why.skills.map((skill) => localizeRule(skill))) })}
              actions={<ApplyAction vacancy={vacancy} />}
            />
          </li>
        ))}
      </ul>
      <Link to={paths.vacancies} className={styles.all}>
        {t('alerts.forYou.all')}
      </Link>
    </section>
  );
}
