import { paths } from '@/shared/routes';
import type { MessageKey } from '@/shared/i18n';

export interface NavItem {
  id: 'home' | 'freelancers' | 'vacancies' | 'postVacancy' | 'invite' | 'about' | 'contact' | 'signup' | 'login';
  to: string;
  label: MessageKey;
  /** Shown to visitors only (docs/reference.md#screens: Sign up and Login are hidden when logged in). */
  visitorsOnly?: boolean;
}

/** docs/reference.md#screens, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { id: 'home', to: paths.home, label: 'nav.home' },
  { id: 'freelancers', to: paths.freelancers, label: 'nav.freelancers' },
  { id: 'vacancies', to: paths.vacancies, label: 'nav.vacancies' },
  { id: 'postVacancy', to: paths.vacancyCreate, label: 'nav.postVacancy' },
  { id: 'invite', to: paths.invite, label: 'nav.invite' },
  { id: 'about', to: paths.about, label: 'nav.about' },
  { id: 'contact', to: paths.contactUs, label: 'nav.contact' },
  { id: 'signup', to: paths.signup, label: 'nav.signup', visitorsOnly: true },
  { id: 'login', to: paths.login, label: 'nav.login', visitorsOnly: true },
];

/**
 * Which nav item is the current section (shown bold). Exclusions of docs/reference.md#screens
 * as read in docs/reference.md#reading-13: Freelancers is not bold on
 * /vacancies-posted/freelancers/{id}; Vacancies is not bold on /vacancies/create
 * (Post Vacancy is).
 */
export function activeNavItem(pathname: string): NavItem['id'] | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === paths.vacancyCreate) return 'postVacancy';
  if (path.startsWith('/vacancies')) return 'vacancies';
  if (path.includes('freelancer')) return 'freelancers';
  if (path === paths.invite) return 'invite';
  if (path === paths.about) return 'about';
  if (path === paths.contactUs) return 'contact';
  if (path === paths.signup) return 'signup';
  if (path === paths.login || path === paths.forgot) return 'login';
  return null;
}
