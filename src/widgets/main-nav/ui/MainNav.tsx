import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useSelector } from 'react-redux';
import { ROUTES, type RouteName } from '@contracts/routes';
import { LanguageSwitch } from '@/features/switch-language';
import { selectIsLoggedIn } from '@/shared/auth';
import { t } from '@/shared/i18n';
import { NAV_ITEMS, activeNavItem } from '../model/navItems';
import styles from './MainNav.module.css';

/**
 * docs/reference.md#screens main nav. Under 1200 px it collapses behind a hamburger that closes
 * on scroll and on a click or touch outside, and when a link is chosen (the
 * app's scroll restoration opens the new page at its top).
 * Its last item switches the language (English / العربية). `route`: the
 * matched route of the table, whose section is shown current.
 */
export function MainNav({ route }: { route?: RouteName }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const active = activeNavItem(route);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('scroll', close, { passive: true });
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', close);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className={styles.toggleText}>{t('nav.toggle')}</span>
      </button>
      <nav aria-label={t('nav.label')} className={styles.nav} data-open={open}>
        <ul id={listId} className={styles.list}>
          {NAV_ITEMS.filter((item) => !(item.visitorsOnly && loggedIn)).map((item) => (
            <li key={item.route}>
              <NavLink
                to={ROUTES[item.route].path}
                end
                className={item.route === active ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={item.route === active ? 'page' : undefined}
                onClick={close}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className={styles.link} />
          </li>
        </ul>
      </nav>
    </div>
  );
}
