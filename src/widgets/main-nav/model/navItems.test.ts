import { matchRoutes } from 'react-router';
import { ROUTE_NAMES, ROUTES, type RouteName } from '@contracts/routes';
import { activeNavItem } from './navItems';

/** The route of the table an address matches, as the app's router ranks them. */
const routeAt = (path: string): RouteName | undefined =>
  matchRoutes(ROUTE_NAMES.map((name) => ({ id: name, path: ROUTES[name].path })), path)?.at(-1)?.route.id as RouteName | undefined;

describe('activeNavItem', () => {
  it.each([
    ['/', 'home'],
    ['/freelancers', 'freelancers'],
    ['/freelancer/abc', 'freelancers'],
    ['/favorite-freelancers', 'freelancers'],
    ['/vacancies', 'vacancies'],
    ['/vacancies/42', 'vacancies'],
    ['/vacancies-posted', 'vacancies'],
    ['/vacancies-applied', 'vacancies'],
    ['/vacancies/create', 'vacancyCreate'],
    ['/vacancies-posted/freelancers/42', 'vacancies'],
    ['/invite', 'invite'],
    ['/about', 'about'],
    ['/contactus', 'contactUs'],
    ['/signup', 'signup'],
    ['/login', 'login'],
    ['/forgot', 'login'],
    ['/freelancerprofile', 'freelancers'],
    ['/vacancy/42', null],
    ['/terms-and-conditions', null],
    ['/no/such/freelancer', null],
  ])('%s → %s', (path, expected) => {
    expect(activeNavItem(routeAt(path))).toBe(expected ?? undefined);
  });

  it('never marks Freelancers on the applicants page nor Vacancies on the create page', () => {
    expect(activeNavItem(routeAt('/vacancies-posted/freelancers/7'))).not.toBe('freelancers');
    expect(activeNavItem(routeAt('/vacancies/create'))).not.toBe('vacancies');
  });
});
