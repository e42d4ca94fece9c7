import { File as NodeFile } from 'node:buffer';
import { act, cleanup, isInaccessible, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import * as notistack from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { registerToasts } from '@/shared/lib/notify';
import { setupTestStore, stubApi, type StubRoute } from '@/shared/lib/test';
import { makeFreelancer as baseFreelancer, makeProfile, referenceFixture } from '@/entities/freelancer/testing';
import type { Freelancer } from '@/entities/freelancer';
import { FreelancerProfilePage } from './FreelancerProfilePage';

/** The fixture with a start date inside the profile rules' range (a year back to two years ahead). */
const makeFreelancer = (overrides: Parameters<typeof baseFreelancer>[0] = {}) =>
  baseFreelancer({ ...overrides, experience: { startDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10), ...overrides.experience } });

afterEach(() => jest.restoreAllMocks());

/** useBlocker needs a data router, so this page is rendered in one. */
function renderProfile(route = '/freelancerprofile') {
  window.localStorage.setItem('Auth', 'tok');
  const store = setupTestStore();
  const router = createMemoryRouter(
    [
      { path: '/freelancerprofile', element: <FreelancerProfilePage /> },
      { path: '/profile', element: <h1>My Account page</h1> },
      { path: '/freelancers', element: <h1>Freelancers page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  registerToasts(notistack);
  render(
    <Provider store={store}>
      <notistack.SnackbarProvider maxSnack={8}>
        <RouterProvider router={router} />
      </notistack.SnackbarProvider>
    </Provider>,
  );
  return { router, user };
}

function routes(freelancer: Freelancer | null, extra: Record<string, StubRoute> = {}) {
  return stubApi({
    'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1', firstName: 'Layla', lastName: 'Haddad', email: 'layla@example.com' } }) } },
    'GET /freelancer': { body: { data: freelancer } },
    'GET /input': { body: { data: referenceFixture } },
    ...extra,
  });
}

/** Reads the text fields of a multipart body. */
function multipartFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of text.split(/-{2,}[^\r\n]*\r\n/)) {
    const match = /name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r\n]*\r\n)?\r\n([\s\S]*?)\r\n$/.exec(part);
    if (match) fields[match[1]] = match[2];
  }
  return fields;
}

const bigFile = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('/freelancerprofile', () => {
  it('leads a business account to posting a vacancy and finding freelancers, with a welcome after the verification link', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-b1', firstName: 'Karim', lastName: 'Saad', email: 'karim@example.com', Iam: ['Business'] } }) } },
      'GET /freelancer': { body: { data: null } },
      'GET /input': { body: { data: referenceFixture } },
    });
    const { router, user } = renderProfile('/freelancerprofile?firsttime=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your business account' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome to Khibra! Post your first vacancy/)).toBeInTheDocument();
    // Nothing of a freelancer's first steps.
    expect(screen.queryByText(/Update your freelancer profile/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a vacancy' })).toHaveAttribute('href', '/vacancies/create');
    await user.click(screen.getByRole('link', { name: 'Find freelancers' }));
    expect(router.state.location.pathname).toBe('/freelancers');
  });

  it('shows the first-time banner, the read-only account fields and the approval hint', async () => {
    routes(makeFreelancer());
    renderProfile('/freelancerprofile?firsttime=true');
    expect(
      await screen.findByText(
        "Update your freelancer profile to increase your chances of getting hired. It's easy and can help you stand out from the competition!",
      ),
    ).toBeInTheDocument();
    for (const [label, value] of [
      ['Name', 'Layla Haddad'],
      ['Email', 'layla@example.com'],
      ['Phone', '+966500000002'],
      ['Country', 'Saudi Arabia'],
      ['City', 'Riyadh'],
    ]) {
      const field = await screen.findByLabelText(label, { selector: 'input' });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(screen.getByText('Your profile is approved and shown to others only when it is fully completed.')).toBeInTheDocument();
    // Verified e-mail: no verification link.
    expect(screen.queryByRole('button', { name: /verification e-mail/ })).not.toBeInTheDocument();
  });

  it('names the account country in Arabic on an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      routes(makeFreelancer());
      renderProfile();
      expect(await screen.findByLabelText('الدولة', { selector: 'input[readonly]' })).toHaveValue('السعودية');
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('offers the verification e-mail while the e-mail is not verified', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ isUpdate: { mailVerified: false, approve: false, applied: false } }) } },
      'GET /freelancer': { body: { data: null } },
      'GET /input': { body: { data: referenceFixture } },
      'GET /freelancer/generate-token': { body: { data: { sent: true } } },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Your email is not verified yet. Send me a verification e-mail' }));
    expect(await screen.findByText('Please check your email inbox (also check spam/junk folder).')).toBeInTheDocument();
    expect(api.calls('GET /freelancer/generate-token')).toHaveLength(1);
  });

  it('checks the whole profile on save with the spec messages', async () => {
    const api = routes(null);
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    for (const title of ['Total Experience', 'Degree', 'Nationality', 'Residency Visa', 'First Language', 'Availability', 'Work Station', 'Travel Willingness', 'Hourly Rate', 'Start Date']) {
      expect(await screen.findByText(`${title} is required`)).toBeInTheDocument();
    }
    expect(screen.queryByText('Second Language is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please add atleast 1 skill.')).toBeInTheDocument();
    expect(screen.getByText('Resume is required.')).toBeInTheDocument();
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('LinkedIn profile'), 'not a link');
    await user.type(screen.getByLabelText('Personal website'), 'http://');
    await user.tab();
    expect(await screen.findByText('Invalid LinkedIn Link, please include https:// in the link')).toBeInTheDocument();
    expect(screen.getByText('Invalid Personal Link, please include https:// in the link')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('LinkedIn profile'));
    await user.type(screen.getByLabelText('LinkedIn profile'), 'linkedin.com/in/layla');
    await waitFor(() => expect(screen.queryByText('Invalid LinkedIn Link, please include https:// in the link')).not.toBeInTheDocument());
    expect(api.calls('POST /freelancer')).toHaveLength(0);
  });

  it('exposes each file picker once: the visible button, not also its hidden file input', async () => {
    routes(makeFreelancer());
    renderProfile();
    await screen.findByRole('button', { name: 'Save profile' });
    expect(screen.getAllByRole('button', { name: /photo/i })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /resume/i }).map((button) => button.textContent)).not.toContain('Upload resume (PDF)');
    for (const label of ['Choose photo', 'Upload resume (PDF)']) expect(isInaccessible(screen.getByLabelText(label))).toBe(true);
  });

  it('refuses a photo over 5342880 bytes and a résumé that is too large or not a PDF', async () => {
    routes(makeFreelancer());
    const { user } = renderProfile();
    await screen.findByRole('button', { name: 'Save profile' });
    await user.upload(screen.getByLabelText('Choose photo'), bigFile('me.jpg', 'image/jpeg', 5342881));
    expect(await screen.findByText('Profile picture should be less than 5MB in size.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const resumeInput = screen.getByLabelText('Upload resume (PDF)');
    await user.upload(resumeInput, bigFile('cv.pdf', 'application/pdf', 5242881));
    expect(await screen.findByText('Resume should be less than 5MB in size.')).toBeInTheDocument();
    // A renamed text file passes the picker's filter but is not a PDF.
    await user.upload(resumeInput, new File(['x'], 'cv.pdf', { type: 'text/plain' }));
    expect(await screen.findByText('Resume should be a PDF file.')).toBeInTheDocument();
  });

  it('opens the cropper on ?crop when a photo is chosen; Undo closes it', async () => {
    routes(makeFreelancer());
    URL.createObjectURL = jest.fn(() => 'blob:photo');
    URL.revokeObjectURL = jest.fn();
    const { user, router } = renderProfile();
    await screen.findByRole('button', { name: 'Save profile' });
    await user.upload(screen.getByLabelText('Choose photo'), new File(['x'], 'me.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    expect(router.state.location.search).toBe('?crop=true');
    const zoom = within(dialog).getByRole('slider', { name: /Zoom/ });
    expect(zoom).toHaveAttribute('min', '1');
    expect(zoom).toHaveAttribute('max', '2');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("says 'Please load your resume first' when reviewing without a résumé", async () => {
    routes(makeFreelancer({ resume: null }));
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Please load your resume first')).toBeInTheDocument();
  });

  it('warns and shows a red border when Publish is No, a green one when Yes', async () => {
    routes(makeFreelancer());
    const { user } = renderProfile();
    const publish = await screen.findByLabelText(/Publish Profile/);
    expect(publish).toHaveClass('publishYes');
    expect(screen.queryByText('Your profile will not be visible to others while Publish Profile is set to No.')).not.toBeInTheDocument();
    await user.selectOptions(publish, 'no');
    expect(publish).toHaveClass('publishNo');
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile will not be visible to others while Publish Profile is set to No.');
  });

  it('saves the profile as multipart with the toasts, and marks the first update as applied', async () => {
    const stored = makeFreelancer({ createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' });
    let posted = '';
    const api = routes(stored, {
      'POST /freelancer': (request) => {
        posted = String(request.body);
        return { body: { data: { ...stored, profileHeader: 'New header', updatedAt: '2024-03-01T00:00:00.000Z' } } };
      },
    });
    const { user } = renderProfile();
    const header = await screen.findByLabelText('Profile header');
    await user.clear(header);
    await user.type(header, 'New header');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Freelancer profile Saved')).toBeInTheDocument();
    const fields = multipartFields(posted);
    expect(fields).toMatchObject({
      'experience.totalExperience': '12',
      'experience.publish': 'yes',
      profileHeader: 'New header',
      skills: '["Leadership","Coaching"]',
      Iam: '["Trainer","Consultant"]',
      emailVacancies: 'true',
      linkedinLink: 'http://linkedin.com/in/layla',
      'isUpdate.applied': 'true',
    });
    expect(fields.deletePhoto).toBeUndefined();
    // The profile and the freelancer data are refetched.
    await waitFor(() => expect(api.calls('GET /user/myprofile').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(api.calls('GET /freelancer').length).toBeGreaterThanOrEqual(2));
  });

  it('sends the delete markers for the photo and the résumé', async () => {
    let posted = '';
    routes(makeFreelancer({ profilePhoto: '/uploads/p.jpg' }), {
      'POST /freelancer': (request) => {
        posted = String(request.body);
        return { status: 400, body: { message: 'Resume is required.', errors: { message: 'Resume is required.' } } };
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete photo' }));
    // Node's File: the multipart body is built by Node's FormData here (a browser's File is one and the same).
    await user.upload(screen.getByLabelText('Upload resume (PDF)'), new NodeFile(['%PDF'], 'new.pdf', { type: 'application/pdf' }) as unknown as File);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(posted).not.toBe(''));
    expect(await screen.findByText('Resume is required.')).toBeInTheDocument();
    const fields = multipartFields(posted);
    expect(fields.deletePhoto).toBe('true');
    expect(posted).toContain('name="resume"; filename="new.pdf"');
    expect(fields['isUpdate.applied']).toBeUndefined();
  });

  it('replaces the saved résumé, and a choice not yet saved can be removed', async () => {
    let posted = '';
    routes(makeFreelancer(), {
      'POST /freelancer': (request) => {
        posted = String(request.body);
        return { body: { data: makeFreelancer() } };
      },
    });
    const { user } = renderProfile();
    expect(await screen.findByRole('button', { name: 'Replace resume' })).toBeInTheDocument();
    expect(screen.getByText(/A published profile needs a resume\./)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload resume (PDF)'), new NodeFile(['%PDF'], 'new.pdf', { type: 'application/pdf' }) as unknown as File);
    expect(screen.getByText('new.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove chosen file' }));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove chosen file' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Company name'), ' LLC');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(posted).not.toBe(''));
    expect(multipartFields(posted).deleteResume).toBeUndefined();
    expect(posted).not.toContain('name="resume"; filename=');
  });

  it('removes the saved résumé when Publish Profile is No (SPEC-DECISIONS 20); published, it asks for one', async () => {
    let posted = '';
    routes(makeFreelancer(), {
      'POST /freelancer': (request) => {
        posted = String(request.body);
        return { body: { data: makeFreelancer({ resume: null, experience: { publish: 'no' } }) } };
      },
    });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Remove resume' }));
    expect(screen.getByText(/Your resume will be removed when you save\./)).toBeInTheDocument();
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
    // Published, the save stops at the rule.
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Resume is required.')).toBeInTheDocument();
    expect(posted).toBe('');
    // Keep it after all: the file is back.
    await user.click(screen.getByRole('button', { name: 'Keep resume' }));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove resume' }));
    await user.selectOptions(screen.getByLabelText(/Publish Profile/), 'no');
    await waitFor(() => expect(screen.queryByText('Resume is required.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(posted).not.toBe(''));
    expect(multipartFields(posted)).toMatchObject({ deleteResume: 'true', 'experience.publish': 'no' });
    expect(posted).not.toContain('name="resume"; filename=');
  });

  it("shows 'Some error has been occured' when the save fails without a message", async () => {
    routes(makeFreelancer(), { 'POST /freelancer': { status: 500, body: {} } });
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText('Company name'), ' LLC');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Some error has been occured')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes; Yes goes to /profile', async () => {
    routes(makeFreelancer());
    const { user, router } = renderProfile();
    await user.type(await screen.findByLabelText('Company name'), ' LLC');
    await act(() => router.navigate('/freelancers'));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to leave this page without saving?' });
    expect(within(dialog).getByText('Your changes will be lost. You will be taken to My Account.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/freelancerprofile');

    await act(() => router.navigate('/freelancers'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/freelancerprofile');

    await act(() => router.navigate('/freelancers'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'My Account page' })).toBeInTheDocument();
  });

  it('lets an unchanged page go without asking', async () => {
    routes(makeFreelancer());
    const { router } = renderProfile();
    await screen.findByLabelText('Company name');
    await act(() => router.navigate('/freelancers'));
    expect(await screen.findByRole('heading', { name: 'Freelancers page' })).toBeInTheDocument();
  });

  it('when the session ends during a save: goes to /login without asking, and the text comes back for the same user', async () => {
    routes(makeFreelancer(), {
      // The app's session listener clears the token on this 401 and goes to /login (see app/entrypoint/sessions.test).
      'POST /freelancer': () => {
        window.localStorage.clear();
        return { status: 401, body: { message: 'Please log in to continue.', errors: { message: 'Please log in to continue.', error: 'unauthorized' } } };
      },
    });
    const first = renderProfile();
    const header = await screen.findByLabelText('Profile header');
    await first.user.clear(header);
    await first.user.type(header, 'Leadership coach for GCC teams');
    await first.user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(Object.keys(window.sessionStorage).some((key) => key.startsWith('draft:u-f1:'))).toBe(true));
    await act(() => first.router.navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    jest.restoreAllMocks();

    routes(makeFreelancer());
    renderProfile();
    await waitFor(() => expect(screen.getByLabelText('Profile header')).toHaveValue('Leadership coach for GCC teams'));
    window.sessionStorage.clear();
  });
});
