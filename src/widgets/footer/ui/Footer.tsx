import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { isBusinessOnly } from '@contracts/user';
import { useGetMyProfileQuery } from '@/entities/user';
import { selectIsLoggedIn } from '@/shared/auth';
import { useLogout } from '@/features/logout';
import { t, type MessageKey } from '@/shared/i18n';
import { FOLLOW_US_URL, paths } from '@/shared/routes';
import { usePageYear } from '@/shared/lib/year';
import styles from './Footer.module.css';

interface Column {
  title: MessageKey;
  /** freelancer: an action of freelancers only, not offered to business-only accounts (see docs/reference.md#roles). */
  links: { to: string; label: MessageKey; freelancer?: true }[];
}

const COLUMNS: Column[] = [
  {
    title: 'footer.forBusiness',
    links: [
      { to: paths.vacancyCreate, label: 'footer.postVacancy' },
      { to: paths.freelancers, label: 'footer.findFreelancers' },
      { to: paths.favoriteFreelancers, label: 'footer.favorites' },
      { to: paths.bookings, label: 'footer.bookings' },
    ],
  },
  {
    title: 'footer.forFreelancer',
    links: [
      { to: paths.freelancerProfile, label: 'footer.freelancerProfile', freelancer: true },
      { to: paths.vacancies, label: 'footer.findWork' },
      { to: paths.econsultationSettings, label: 'footer.econsultation', freelancer: true },
      { to: paths.vacanciesApplied, label: 'footer.appliedVacancies', freelancer: true },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: paths.about, label: 'footer.about' },
      { to: paths.contactUs, label: 'footer.contact' },
      { to: paths.terms, label: 'footer.terms' },
      { to: paths.privacy, label: 'footer.privacy' },
      { to: paths.help, label: 'footer.help' },
    ],
  },
];

/** The My Account column's links, for members and for visitors (members also get Logout). */
const MEMBER_LINKS: Column['links'] = [
  { to: paths.profile, label: 'footer.account' },
  { to: paths.invite, label: 'footer.invite' },
];
const VISITOR_LINKS: Column['links'] = [
  { to: paths.signup, label: 'footer.signup' },
  { to: paths.login, label: 'footer.login' },
];

/** SPEC §2 footer: four columns, follow-us link, copyright of the current year with the agency credit. */
export function Footer() {
  const loggedIn = useSelector(selectIsLoggedIn);
  const logout = useLogout();
  const year = usePageYear();
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const business = isBusinessOnly(profile?.user.Iam);
  const columns: Column[] = [...COLUMNS, { title: 'footer.myAccount', links: loggedIn ? MEMBER_LINKS : VISITOR_LINKS }];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <section key={column.title} className={styles.column}>
              <h2 className={styles.heading}>{t(column.title)}</h2>
              <ul className={styles.list}>
                {column.links
                  .filter((link) => !(business && link.freelancer))
                  .map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={styles.link}>
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                {loggedIn && column.links === MEMBER_LINKS && (
                  <li>
                    <button type="button" className={styles.linkButton} onClick={() => void logout()}>
                      {t('footer.logout')}
                    </button>
                  </li>
                )}
              </ul>
            </section>
          ))}
        </div>
        <div className={styles.bottom}>
          <p className={styles.about}>{t('footer.about.text')}</p>
          <a className={styles.follow} href={FOLLOW_US_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.followUs')}
          </a>
          <p className={styles.copyright}>
            {t('footer.copyright', { year: String(year) })} {t('footer.credit')}
          </p>
        </div>
      </div>
    </footer>
  );
}
