import type { RouteName } from '@contracts/routes';
import type { MessageKey } from '@/shared/i18n';

/** The routes with an item of their own. */
type ItemRoute = 'home' | 'freelancers' | 'vacancies' | 'vacancyCreate' | 'invite' | 'about' | 'contactUs' | 'signup' | 'login';

export interface NavItem {
  /** Its route of the table (contracts/routes.ts): where it links, and a page where it is the current section. */
  route: ItemRoute;
  label: MessageKey;
  /** Shown to visitors only (docs/reference.md#screens: Sign up and Login are hidden when logged in). */
  visitorsOnly?: boolean;
}

/** docs/reference.md#screens, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { route: 'home', label: 'nav.home' },
  { route: 'freelancers', label: 'nav.freelancers' },
  { route: 'vacancies', label: 'nav.vacancies' },
  { route: 'vacancyCreate', label: 'nav.postVacancy' },
  { route: 'invite', label: 'nav.invite' },
  { route: 'about', label: 'nav.about' },
  { route: 'contactUs', label: 'nav.contact' },
  { route: 'signup', label: 'nav.signup', visitorsOnly: true },
  { route: 'login', label: 'nav.login', visitorsOnly: true },
];

/**
 * The routes whose current section is another item's (shown bold). Exclusions
 * of docs/reference.md#screens as read in docs/reference.md#reading-13:
 * Freelancers is not bold on the applicants page
 * (/vacancies-posted/freelancers/{id}); Vacancies is not bold on
 * /vacancies/create (Post Vacancy is).
 */
const UNDER: Partial<Record<RouteName, ItemRoute>> = {
  freelancer: 'freelancers',
  favoriteFreelancers: 'freelancers',
  freelancerProfile: 'freelancers',
  vacancyEdit: 'vacancies',
  vacanciesPosted: 'vacancies',
  vacancyApplicants: 'vacancies',
  vacanciesApplied: 'vacancies',
  forgot: 'login',
};

/** The item that is the current section on the matched route of the table: its own, or the one it is under (none outside). */
export const activeNavItem = (route?: RouteName): ItemRoute | undefined => route && (UNDER[route] ?? NAV_ITEMS.find((item) => item.route === route)?.route);
