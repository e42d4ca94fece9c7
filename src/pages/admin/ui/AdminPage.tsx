import { Suspense } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useGetMyProfileQuery } from '@/entities/user';
import { adminT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { SECTIONS } from '../model/sections';
import styles from './AdminPage.module.css';

/**
 * /admin: the operator console. Its navigation lists the sections the member's role may use (contracts/operator.ts);
 * each section is a chunk of its own, loaded when opened, so nothing of the console reaches a public page. The section
 * is the address's part after /admin (sections read the rest with useSectionRest).
 * The server refuses every console call to a member without a role; this page only says so.
 */
export function AdminPage() {
  const { data: profile, isLoading } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  const opened = useLocation().pathname.split('/').filter(Boolean)[1];
  if (isLoading || !profile) return <Spinner size="lg" />;
  const role = profile.operatorRole;
  if (!role) return <PageHeader title={t('admin.forbidden.title')} intro={t('admin.forbidden.text')} />;
  const sections = SECTIONS.filter((section) => role === 'admin' || !section.adminOnly);
  const current = sections.find((section) => section.path === opened);

  return (
    <div className={styles.console}>
      <PageHeader title={t('admin.title')} intro={t('admin.home.intro')} action={<span className={styles.role}>{t('admin.signedInAs', { role: t(`admin.role.${role}`) })}</span>} />
      <nav className={styles.nav} aria-label={t('admin.nav.label')}>
        <ul className={styles.tabs}>
          {sections.map((section) => (
            <li key={section.path}>
              <Link className={section === current ? `${styles.tab} ${styles.current}` : styles.tab} aria-current={section === current ? 'page' : undefined} to={`${paths.admin}/${section.path}`}>
                {t(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner size="lg" />}>
        {current ? <current.Component /> : opened || !sections[0] ? <EmptyState title={t('admin.notFound')} /> : <Navigate to={`${paths.admin}/${sections[0].path}`} replace />}
      </Suspense>
    </div>
  );
}
