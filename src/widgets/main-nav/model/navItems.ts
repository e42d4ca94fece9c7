import type { RouteName } from '@contracts/routes';
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
 * The nav item of each route (shown bold); the other routes have none.
 * Exclusions of docs/reference.md#screens as read in
 * docs/reference.md#reading-13: Freelancers is not bold on the applicants
 * page (/vacancies-posted/freelancers/{id}); Vacancies is not bold on
 * /vacancies/create (Post Vacancy is).
 */
const SECTIONS: Partial<Record<RouteName, NavItem['id']>> = {
  home: 'home',
  freelancers: 'freelancers',
  freelancer: 'freelancers',
  favoriteFreelancers: 'freelancers',
  freelancerProfile: 'freelancers',
  vacancies: 'vacancies',
  vacancyEdit: 'vacancies',
  vacanciesPosted: 'vacancies',
  vacancyApplicants: 'vacancies',
  vacanciesApplied: 'vacancies',
  vacancyCreate: 'postVacancy',
  invite: 'invite',
  about: 'about',
  contactUs: 'contact',
  signup: 'signup',
  login: 'login',
  forgot: 'login',
};

/** Which nav item is the current section, from the matched route of the table (none outside it). */
export const activeNavItem = (route?: RouteName): NavItem['id'] | undefined => route && SECTIONS[route];
