import { clearStorage, samePerson, storeToken, syncSignedInCookie, tokenSubject } from './token';
import { clearAllDrafts, clearDraft, readDraft, saveDraft } from './draft';

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('tokenSubject and samePerson', () => {
  it('reads the user id of a JWT, and nothing from other strings', () => {
    expect(tokenSubject(jwt({ sub: 'u1', sid: 's1' }))).toBe('u1');
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject('a.b%%.c')).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });

  it('tells two sessions of one person from another person, and a logout', () => {
    expect(samePerson(jwt({ sub: 'u1', sid: 's1' }), jwt({ sub: 'u1', sid: 's2' }))).toBe(true);
    expect(samePerson(jwt({ sub: 'u1' }), jwt({ sub: 'u2' }))).toBe(false);
    expect(samePerson(jwt({ sub: 'u1' }), null)).toBe(false);
    // Unreadable: the server decides (it answers 401).
    expect(samePerson(jwt({ sub: 'u1' }), 'garbage')).toBe(true);
  });
});

describe('drafts', () => {
  afterEach(() => window.sessionStorage.clear());

  it('are kept per user and page, and read back only for that user', () => {
    saveDraft('u1', '/profile', { city: 'Salalah' });
    expect(readDraft('u1', '/profile')).toEqual({ city: 'Salalah' });
    expect(readDraft('u2', '/profile')).toBeNull();
    expect(readDraft('u1', '/vacancies/create')).toBeNull();
    clearDraft('u1', '/profile');
    expect(readDraft('u1', '/profile')).toBeNull();
  });

  it('are all removed on a deliberate logout, and nothing else is', () => {
    saveDraft('u1', '/profile', { city: 'Salalah' });
    saveDraft('u2', '/freelancerprofile', { profileHeader: 'x' });
    window.sessionStorage.setItem('other', 'kept');
    clearAllDrafts();
    expect(Object.keys(window.sessionStorage)).toEqual(['other']);
  });
});

describe('the "signed in" cookie', () => {
  const signedIn = () => document.cookie.split(';').some((part) => part.trim() === 'khibra_signed_in=1');

  it('is set when the token is stored and cleared with storage; it never holds the token', () => {
    storeToken(jwt({ sub: 'u1' }));
    expect(signedIn()).toBe(true);
    expect(document.cookie).not.toContain('eyJ');
    clearStorage();
    expect(signedIn()).toBe(false);
  });

  it('follows storage at start-up (a session stored before the cookie existed)', () => {
    window.localStorage.setItem('Auth', jwt({ sub: 'u2' }));
    syncSignedInCookie();
    expect(signedIn()).toBe(true);
    window.localStorage.removeItem('Auth');
    syncSignedInCookie();
    expect(signedIn()).toBe(false);
  });
});
