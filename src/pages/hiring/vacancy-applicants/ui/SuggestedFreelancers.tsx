import { useId } from 'react';
import { Link } from 'react-router';
import { formatList } from '@contracts/format';
import { freelancerName } from '@/entities/freelancer';
import { useGetSuggestedFreelancersQuery } from '@/entities/vacancy';
import { InviteButton } from '@/features/alerts/invite-freelancer';
import { alertsT as t, localizeRule } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { userText } from '@/shared/ui';
import styles from './SuggestedFreelancers.module.css';

/**
 * "Suggested freelancers" under a vacancy's applicants: up to 10 who match it and have not applied, each with the
 * skills they share with it and Invite (this vacancy chosen), or "Invited". Nothing shows while it loads or if it fails.
 */
export function SuggestedFreelancers({ vacancyId }: { vacancyId: string }) {
  const { data } = useGetSuggestedFreelancersQuery(vacancyId);
  const headingId = useId();
  if (!data) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('alerts.suggested.title')}
      </h2>
      {data.length === 0 ? (
        <p className={styles.muted}>{t('alerts.suggested.empty')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('alerts.suggested.intro')}</p>
          <ul className={styles.list}>
            {data.map(({ freelancer, why, invited }) => {
              const name = freelancerName(freelancer);
              const headline = (freelancer.profileHeader ?? '').trim();
              return (
                <li key={freelancer.id} className={styles.item}>
                  <div className={styles.who}>
                    <Link to={paths.freelancer(freelancer.id)} className={styles.name} {...userText(name)}>
                      {name}
                    </Link>
                    {headline && (
                      <p className={styles.headline} {...userText(headline)}>
                        {headline}
                      </p>
                    )}
                    <p className={styles.why}>{t('alerts.suggested.why', { count: why.skills.length, skills: formatList(why.skills.map((skill) => localizeRule(skill))) })}</p>
                  </div>
                  <InviteButton freelancerId={freelancer.id} name={name} vacancyId={vacancyId} invited={invited} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
