import { screen, waitFor } from '@testing-library/react';
import { UnsavedChangesGuard } from '@/shared/lib/form';
import { deferred, renderWithProviders, stubApi } from '@/shared/lib/test';
import { AccountLanguageOffer } from './AccountLanguageOffer';
import { LanguageSwitch } from './LanguageSwitch';

/** Whether leaving the page now makes the browser ask "Leave site?" (a cancelled beforeunload). */
const leavingAsks = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/** The page comes back from the back/forward cache. */
const backFromCache = () => {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
};

/** jsdom does not navigate; it says so on the console, which the test expects. */
const jsdomNavigations = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => {
  backFromCache();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'khibra_lang=; Path=/; Max-Age=0';
  jest.restoreAllMocks();
});

/** A form with unsaved changes (as e-Consultation settings with a field changed) under the header's switch. */
const renderUnsavedForm = (token?: string) =>
  renderWithProviders(
    <>
      <LanguageSwitch />
      <UnsavedChangesGuard when />
    </>,
    { route: '/econsultationsettings', token },
  );

describe('LanguageSwitch beside a form with unsaved changes', () => {
  it("switches a visitor's page without the browser's Leave site? (the typing goes along); closing still asks, and asks again back from the cache", async () => {
    const navigations = jsdomNavigations();
    stubApi({});
    const { user } = renderUnsavedForm();
    expect(leavingAsks()).toBe(true);

    // Opened in another tab: this page stays, and its guard with it.
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    await user.keyboard('{/Control}');
    expect(leavingAsks()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'العربية' }));
    expect(navigations.mock.calls.flat().map(String).join('\n')).toMatch(/Not implemented: navigation/);
    expect(leavingAsks()).toBe(false);

    backFromCache();
    expect(leavingAsks()).toBe(true);
  });

  it("saves a member's choice, then switches without the browser's Leave site?", async () => {
    const navigations = jsdomNavigations();
    const saving = deferred();
    const api = stubApi({ 'PUT /user/language': { body: { data: null }, wait: saving.promise } });
    const { user } = renderUnsavedForm('tok');
    await user.click(screen.getByRole('link', { name: 'العربية' }));
    // Closing while the choice is being saved still asks.
    await waitFor(() => expect(api.calls('PUT /user/language')).toHaveLength(1));
    expect(leavingAsks()).toBe(true);
    saving.resolve();
    await waitFor(() => expect(navigations.mock.calls.flat().map(String).join('\n')).toMatch(/Not implemented: navigation/));
    expect(api.calls('PUT /user/language').map((call) => call.body)).toEqual([{ language: 'ar' }]);
    expect(leavingAsks()).toBe(false);
  });
});

describe("AccountLanguageOffer's switch beside a form with unsaved changes", () => {
  it("opens the page in the account's language without the browser's Leave site?", async () => {
    const navigations = jsdomNavigations();
    stubApi({});
    // Chosen in this browser: English; the account's language: Arabic.
    document.cookie = 'khibra_lang=en; Path=/';
    const { user } = renderWithProviders(
      <>
        <AccountLanguageOffer language="ar" />
        <UnsavedChangesGuard when />
      </>,
    );
    expect(leavingAsks()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Switch to Arabic' }));
    expect(navigations.mock.calls.flat().map(String).join('\n')).toMatch(/Not implemented: navigation/);
    expect(leavingAsks()).toBe(false);
  });
});
