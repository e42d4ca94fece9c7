import { Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useGetMyProfileQuery } from '@/entities/user';
import { adminT as t } from '@/shared/i18n';
import { EmptyState, PageHeader, Spinner } from '@/shared/ui';
import { SECTIONS } from '../model/sections';
import styles from './AdminPage.module.css';

/**
 * /admin: the operator console. Its navigation lists the sections the member's role may use (contracts/operator.ts);
 * each section is a chunk of its own, loaded when opened, so nothing of the console reaches a public page.
 * The server refuses every console call to a member without a role; this page only says so.
 */
export function AdminPage() {
  const { data: profile, isLoading } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  if (isLoading || !profile) return <Spinner size="lg" />;
  const role = profile.operatorRole;
  if (!role) return <EmptyState title={t('admin.forbidden.title')} description={t('admin.forbidden.text')} />;
  const sections = SECTIONS.filter((section) => role === 'admin' || !section.adminOnly);

  return (
    <div className={styles.console}>
      <PageHeader title={t('admin.title')} intro={t('admin.home.intro')} action={<span className={styles.role}>{t('admin.signedInAs', { role: t(`admin.role.${role}`) })}</span>} />
      <nav className={styles.nav} aria-label={t('admin.nav.label')}>
        <ul className={styles.tabs}>
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink className={({ isActive }) => (isActive ? `${styles.tab} ${styles.current}` : styles.tab)} to={section.path}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner size="lg" />}>
        <Routes>
          {sections.map(({ path, Component }) => (
            <Route key={path} path={`${path}/*`} element={<Component />} />
          ))}
          {sections[0] && <Route index element={<Navigate to={sections[0].path} replace />} />}
        </Routes>
      </Suspense>
    </div>
  );
}
