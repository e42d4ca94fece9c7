import { loginHref, safeNext } from './index';

describe('safeNext', () => {
  it('keeps paths on this site', () => {
    expect(safeNext('/invite')).toBe('/invite');
    expect(safeNext('/profile?tab=1')).toBe('/profile?tab=1');
  });

  it('refuses other hosts, schemes and empty values', () => {
    for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, undefined, '/\t/evil.example']) {
      expect(safeNext(raw)).toBeNull();
    }
  });
});

describe('loginHref', () => {
  it('carries the page to come back to', () => {
    expect(loginHref('/profile?x=1')).toBe('/login?next=%2Fprofile%3Fx%3D1');
  });

  it('adds nothing for home, the login page or a foreign target', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/login?next=%2Fa')).toBe('/login');
    expect(loginHref('//evil.example')).toBe('/login');
  });
});
