import { isMailService, registrableDomain } from './domains';

describe('company domains', () => {
  it('takes the registrable domain from the Public Suffix List, never a suffix itself', () => {
    expect(registrableDomain('www.najdretail.sa')).toBe('najdretail.sa');
    expect(registrableDomain('careers.aramco.com.sa')).toBe('aramco.com.sa');
    expect(registrableDomain('com.sa')).toBeNull();
    expect(registrableDomain('github.io')).toBeNull();
    expect(registrableDomain('gulf.github.io')).toBe('gulf.github.io');
    expect(registrableDomain('10.0.0.1')).toBeNull();
  });

  it('knows free and disposable e-mail services from the maintained lists', () => {
    expect(isMailService('hotmail.fr')).toBe(true);
    expect(isMailService('mailinator.com')).toBe(true);
    expect(isMailService('gmail.com')).toBe(true);
    expect(isMailService('najdretail.sa')).toBe(false);
  });
});
