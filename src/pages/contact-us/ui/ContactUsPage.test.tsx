import { act, screen, waitFor } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { deferred, renderWithProviders, robotRoutes, stubApi, type StubRoute } from '@/shared/lib/test';
import { ContactUsPage } from './ContactUsPage';

function renderPage() {
  return renderWithProviders(<ContactUsPage />, { route: '/contactus', path: '/contactus' });
}
type User = ReturnType<typeof renderPage>['user'];

async function fill(user: User) {
  await user.type(screen.getByLabelText(/^Name/), 'Amira Haddad');
  await user.type(screen.getByLabelText(/^Email/), 'amira@example.com');
  await user.type(screen.getByLabelText(/^Subject/), 'Pricing');
  await user.type(screen.getByLabelText(/^Inquiry/), 'How much does it cost?');
  await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified');
}

async function submitWith(route: StubRoute) {
  const api = stubApi({ ...robotRoutes('proof-c'), 'POST /auth/contact-us': route });
  const view = renderPage();
  await fill(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Send' }));
  return { ...view, api };
}

describe('ContactUsPage', () => {
  // Real timers (redirect delays) on a busy machine: more than Jest's 5 s default.
  afterEach(() => jest.restoreAllMocks());

  it('shows the note with the e-mail address and the fields and robot check', async () => {
    stubApi(robotRoutes());
    renderPage();
    expect(screen.getByText(/Email us at/)).toHaveTextContent('Email us at support@khibra.local or use the form below');
    expect(screen.getByRole('link', { name: 'support@khibra.local' })).toHaveAttribute('href', 'mailto:support@khibra.local');
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Inquiry/]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
    expect(screen.getByText('0/800')).toBeInTheDocument();
  });

  it('requires every field and the robot check', async () => {
    const api = stubApi(robotRoutes());
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    for (const name of ['Name', 'Email', 'Subject', 'Inquiry']) {
      expect(await screen.findByText(`Please enter the required field ${name}`)).toBeInTheDocument();
    }
    expect(screen.getByText("Please select I'm not a robot")).toBeInTheDocument();
    expect(api.calls('POST /auth/contact-us')).toHaveLength(0);
  });

  it("needs a name of 3 characters and shows '800 Max Characters' past 800", async () => {
    stubApi(robotRoutes());
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Name/), 'Am');
    const inquiry = screen.getByLabelText(/^Inquiry/);
    await user.click(inquiry);
    await user.paste('x'.repeat(801));
    await user.tab();
    expect(await screen.findByText('Name should have minimum 3 characters')).toBeInTheDocument();
    expect(screen.getByText('800 Max Characters')).toBeInTheDocument();
    expect(screen.getByText('801/800')).toBeInTheDocument();
  });

  it('sends the message with the proof: pending and success toasts, then the form and robot check reset', async () => {
    const answer = deferred();
    const { api } = await submitWith({ body: { data: { sent: true } }, wait: answer.promise });
    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Thank you for Contacting us')).toBeInTheDocument();
    const [call] = api.calls('POST /auth/contact-us');
    expect(call.body).toEqual({ name: 'Amira Haddad', email: 'amira@example.com', subject: 'Pricing', inquiry: 'How much does it cost?' });
    expect(call.headers.get('x-robot-proof')).toBe('proof-c');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Inquiry/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.queryByText('Please enter the required field Name')).not.toBeInTheDocument();
  });

  it("says 'Contact us failed' on failure and keeps what was typed", async () => {
    await submitWith({ status: 500, body: { message: 'Internal' } });
    expect(await screen.findByText('Contact us failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Pricing');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  describe('across a language switch (a new page load in the other language)', () => {
    /** The page goes as the switch's link loads the other language. */
    const leave = (unmount: () => void) => {
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      unmount();
    };
    afterEach(() => {
      setLocaleSource(() => 'en');
      sessionStorage.clear();
    });

    it('keeps what was typed from English to Arabic and back, but not the robot check', async () => {
      stubApi(robotRoutes());
      const english = renderPage();
      await fill(english.user);
      leave(english.unmount);

      setLocaleSource(() => 'ar');
      await loadMessages('ar');
      const arabic = renderPage();
      expect(screen.getByRole('heading', { name: 'اتصل بنا' })).toBeInTheDocument();
      expect(await screen.findByDisplayValue('Amira Haddad')).toBeInTheDocument();
      expect(screen.getByDisplayValue('amira@example.com')).toBeInTheDocument();
      expect(screen.getByDisplayValue('Pricing')).toBeInTheDocument();
      expect(screen.getByDisplayValue('How much does it cost?')).toBeInTheDocument();
      // The robot check's proof was for the other page: it is asked again.
      expect(await screen.findByRole('checkbox', { name: 'لست روبوتًا' })).not.toBeChecked();

      await arabic.user.type(screen.getByDisplayValue('Pricing'), ' ٢٠٢٦');
      leave(arabic.unmount);
      setLocaleSource(() => 'en');
      renderPage();
      expect(await screen.findByDisplayValue('Pricing ٢٠٢٦')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('Amira Haddad');
    });

    it('starts empty when the page is only loaded again in the same language', async () => {
      stubApi(robotRoutes());
      const first = renderPage();
      await first.user.type(screen.getByLabelText(/^Name/), 'Amira Haddad');
      leave(first.unmount);
      renderPage();
      expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    });
  });
});
