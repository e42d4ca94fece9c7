import { activeNavItem } from './navItems';

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
    ['/vacancies/create', 'postVacancy'],
    ['/vacancies-posted/freelancers/42', 'vacancies'],
    ['/invite', 'invite'],
    ['/about', 'about'],
    ['/contactus', 'contact'],
    ['/signup', 'signup'],
    ['/login', 'login'],
    ['/terms-and-conditions', null],
  ])('%s → %s', (path, expected) => {
    expect(activeNavItem(path)).toBe(expected);
  });

  it('never marks Freelancers on the applicants page nor Vacancies on the create page', () => {
    expect(activeNavItem('/vacancies-posted/freelancers/7')).not.toBe('freelancers');
    expect(activeNavItem('/vacancies/create')).not.toBe('vacancies');
  });
});
