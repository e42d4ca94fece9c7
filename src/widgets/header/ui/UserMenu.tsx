import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isBusinessOnly } from '@contracts/user';
import { DEFAULT_AVATAR, photoUrl, useGetMyProfileQuery } from '@/entities/user';
import { useLogout } from '@/features/logout';
import { useDismiss } from '@/shared/lib/dismiss';
import { t, type MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import styles from './Header.module.css';

/** freelancer: an action of freelancers only, not offered to business-only accounts (see docs/reference.md#roles); business: of business accounts only. */
const MENU: { to: string; label: MessageKey; freelancer?: true; business?: true }[] = [
  { to: paths.profile, label: 'header.menu.myAccount' },
  { to: paths.freelancerProfile, label: 'header.menu.freelancerProfile', freelancer: true },
  { to: paths.econsultationSettings, label: 'header.menu.econsultationSettings', freelancer: true },
  { to: paths.favoriteFreelancers, label: 'header.menu.favoriteFreelancers' },
  { to: paths.vacanciesApplied, label: 'header.menu.appliedVacancies', freelancer: true },
  { to: paths.vacanciesPosted, label: 'header.menu.postedVacancies' },
  { to: paths.myCompany, label: 'header.menu.companyPage', business: true },
  { to: paths.bookings, label: 'header.menu.bookings' },
  { to: paths.help, label: 'header.menu.help' },
];

/** Name and photo of the logged-in user with the account dropdown of docs/reference.md#screens. */
export function UserMenu() {
  const { data: profile } = useGetMyProfileQuery(undefined, { refetchOnMountOrArgChange: false });
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  useDismiss(open, rootRef, close);

  if (!profile) return null;
  const name = `${profile.user.firstName} ${profile.user.lastName}`.trim();
  const photo = photoUrl(profile.profilePhoto) ?? DEFAULT_AVATAR;
  const business = isBusinessOnly(profile.user.Iam);

  return (
    <div className={styles.userMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <img className={styles.avatar} src={photo} alt="" width={36} height={36} />
        <span className={styles.userName}>{name}</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.dropdown}>
          {/* Who is signed in: on a phone the button shows only the photo, so the menu says it. */}
          <li className={styles.account}>
            <span className={styles.accountLabel}>{t('header.menu.signedInAs')}</span>
            <bdi className={styles.accountName}>{name}</bdi>
            <bdi className={styles.accountEmail}>{profile.user.email}</bdi>
          </li>
          {MENU.filter((item) => (business ? !item.freelancer : !item.business)).map((item) => (
            <li key={item.to}>
              <Link className={styles.dropdownItem} to={item.to} onClick={() => setOpen(false)}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          {profile.operatorRole && (
            <li>
              <Link className={styles.dropdownItem} to={paths.admin} onClick={() => setOpen(false)}>
                {t('header.menu.console')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.dropdownItem}
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              {t('header.menu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
