import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setLocaleSource } from '@contracts/locale';
import { makeProfile } from '@/entities/freelancer/testing';
import { isoInDays, makeVacancy as baseVacancy, vacancyReference } from '@/entities/vacancy/testing';
import { loadMessages } from '@/shared/i18n';
import { deferred, renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { CreateVacancyPage, EditVacancyPage } from './VacancyFormPages';

/** The fixture with a start date before its expiry (the vacancy rules refuse a start after the expiry). */
const makeVacancy = (overrides: Parameters<typeof baseVacancy>[0] = {}) => baseVacancy({ ...overrides, time: { startDate: isoInDays(20), ...overrides.time } });

// Full forms in jsdom take a few seconds on a busy machine.

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const field = (label: string | RegExp) => screen.getByLabelText(label);

function routes(extra: Record<string, StubRoute> = {}, profile = makeProfile({ user: { id: 'u-poster' } })) {
  return stubApi({
    'GET /user/myprofile': { body: { data: profile } },
    'GET /input': { body: { data: vacancyReference } },
    ...extra,
  });
}

async function renderCreate(extra: Record<string, StubRoute> = {}, profile?: ReturnType<typeof makeProfile>) {
  const api = routes(extra, profile);
  const view = renderWithProviders(<CreateVacancyPage />, { token: 't', route: '/vacancies/create', path: '/vacancies/create' });
  await screen.findByLabelText(/^Title/);
  // Reference lists arrive after the form.
  await waitFor(() => expect(within(field(/^Pay type/)).getAllByRole('option').length).toBeGreaterThan(2));
  return { ...view, api };
}

async function renderEdit(vacancy = makeVacancy({ user: { id: 'u-poster' } }), extra: Record<string, StubRoute> = {}) {
  const api = routes({ [`GET /vacancy/${vacancy.id}`]: { body: { data: vacancy } }, ...extra });
  const view = renderWithProviders(<EditVacancyPage />, { token: 't', route: `/vacancies/${vacancy.id}`, path: '/vacancies/:vacancyId' });
  await screen.findByLabelText(/^Title/);
  await waitFor(() => expect(within(field(/^Pay type/)).getAllByRole('option').length).toBeGreaterThan(2));
  return { ...view, api };
}

const submit = (user: UserEvent, name = 'Post Vacancy') => user.click(screen.getByRole('button', { name }));
const setDate = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillValid(user: UserEvent) {
  const set = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
  set(/^Title/, 'Leadership trainer');
  set(/^Expiry date/, isoInDays(20));
  set(/^Requirements/, 'Two days of leadership training.');
  await user.type(screen.getByRole('searchbox', { name: 'Type to filter skills' }), 'Lead{Enter}');
  set(/^Minimum experience/, '12');
  set(/^First language/, 'Any');
  set(/^Country/, 'Jordan');
  set(/^City/, 'Amman');
  set(/^Workstation/, 'Onsite');
  set(/^Travel required/, 'No');
  await user.click(screen.getByRole('checkbox', { name: 'Anytime' }));
  set(/^Time period/, '1-2 weeks');
  set(/^Minimum availability/, 'Part time');
  set(/^Project phase/, 'Planning');
  set(/^Hourly rate/, 'Any');
  set(/^Pay type/, 'Daily');
  await user.selectOptions(field(/^Flights/), 'Paid');
  await user.selectOptions(field(/^Hotel/), 'Not Paid');
}

/** The text parts of a multipart body, by name. */
function partsOf(body: unknown): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const match of String(body).matchAll(/name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:Content-Type: [^\r]*\r\n)?\r\n([\s\S]*?)\r\n--/g)) {
    parts[match[1]] = match[2];
  }
  return parts;
}

describe('/vacancies/create', () => {
  it('fills the contact from the account, read-only, and refuses an expiry date before tomorrow', async () => {
    const { user } = await renderCreate();
    expect(field('Contact name')).toHaveValue('Omar Said');
    expect(field('Contact name')).toHaveAttribute('readonly');
    expect(field('Contact email')).toHaveValue('omar@example.com');
    expect(field('Contact email')).toHaveAttribute('readonly');
    expect(field('Contact phone')).toHaveValue('+966500000002');
    // Typed the site's way (not the browser's mm/dd/yyyy); today is refused in words as it is left.
    const expiry = field(/^Expiry date/);
    expect(expiry).toHaveAccessibleDescription(/for example 26 November 2026 or 26\/11\/2026\./);
    await user.type(expiry, isoInDays(0));
    await user.tab();
    expect(await screen.findByText('Expiry date should be tomorrow or later')).toBeInTheDocument();
    expect(field(/^Nationality/)).toHaveValue('Any nationality');
    expect(field(/^Title/)).toHaveAttribute('maxLength', '50');
    for (const name of ['title', 'publish', 'expiryDate', 'requirements', 'candidate.minExperience', 'candidate.firstLanguage', 'location.city', 'location.country', 'location.workstation', 'location.travelRequired', 'time.startDate', 'time.timePeriod', 'time.minAvailability', 'time.projectPhase', 'payment.hourlyRate', 'payment.payType', 'payment.flights', 'payment.hotel', 'contact.name', 'contact.email']) {
      expect(document.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
  });

  it('says what is missing on submit: each required field and at least one skill', async () => {
    const { user, api } = await renderCreate();
    await submit(user);
    for (const message of [
      'Please enter the required field Title',
      'Please enter the required field Expiry Date',
      'Please enter the required field Requirements',
      'Please select atleast one skill.',
      'Please enter the required field Minimum Experience',
      'Please enter the required field City',
      'Please enter the required field Pay Type',
      'Please enter the required field Flights',
      'Please enter the required field Hotel',
      'Please enter the required field Start Date',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(api.calls('POST /vacancy/create')).toHaveLength(0);
  });

  it('checks the minimums: title 4, requirements 5, city 3, contact name 4, contact email 6', async () => {
    const { user } = await renderCreate({}, makeProfile({ user: { firstName: 'Al', lastName: '', email: 'a@b.c' } }));
    await user.type(field(/^Title/), 'abc');
    await user.type(field(/^Requirements/), 'abcd');
    await user.type(field(/^City/), 'ab');
    await submit(user);
    expect(await screen.findByText('Title should have minimum 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Requirements should have minimum 5 characters')).toBeInTheDocument();
    expect(screen.getByText('City should have minimum 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Contact Name should have minimum 4 characters')).toBeInTheDocument();
    expect(screen.getByText('Contact Email should have minimum 6 characters')).toBeInTheDocument();
  });

  it('refuses an expiry date before tomorrow', async () => {
    const { user } = await renderCreate();
    setDate(/^Expiry date/, isoInDays(0));
    fireEvent.blur(field(/^Expiry date/));
    expect(await screen.findByText('Expiry date should be tomorrow or later')).toBeInTheDocument();
    setDate(/^Expiry date/, isoInDays(1));
    await user.click(field(/^Title/));
    await waitFor(() => expect(screen.queryByText('Expiry date should be tomorrow or later')).not.toBeInTheDocument());
  });

  it('takes a PDF of at most 5 MB only', async () => {
    await renderCreate();
    const input = field('Vacancy details (PDF)');
    // The visible 'Choose a PDF' is part of the file input's name (WCAG 2.5.3).
    expect(input).toHaveAccessibleName('Vacancy details (PDF) Choose a PDF');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Vacancy file should be a PDF file.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5242881)], 'big.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Vacancy file should be less than 5MB in size.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.queryByText(/Vacancy file should/)).not.toBeInTheDocument());
    expect(screen.getByText(/New file: brief\.pdf/)).toBeInTheDocument();
  });

  it("limits requirements to 800 characters on create, with a counter", async () => {
    const { user } = await renderCreate();
    fireEvent.change(field(/^Requirements/), { target: { value: 'x'.repeat(801) } });
    await submit(user);
    expect(await screen.findByText('Requirements should have maximum 800 characters')).toBeInTheDocument();
    expect(screen.getByText('801/800')).toBeInTheDocument();
    fireEvent.change(field(/^Requirements/), { target: { value: 'x'.repeat(800) } });
    await waitFor(() => expect(screen.queryByText(/Requirements should have maximum/)).not.toBeInTheDocument());
  });

  it("stops an 11th skill with '10 skills selected already'", async () => {
    const { user } = await renderCreate();
    const filter = screen.getByRole('searchbox', { name: 'Type to filter skills' });
    for (const skill of vacancyReference.keySkills.slice(0, 11)) {
      await user.type(filter, `${skill}{Enter}`);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('10 skills selected already');
    expect(within(screen.getByRole('list', { name: 'Selected skills' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('warns when publish is no', async () => {
    const { user } = await renderCreate();
    expect(screen.queryByText(/will not be visible/)).not.toBeInTheDocument();
    await user.selectOptions(field(/^Publish/), 'false');
    expect(screen.getByText('This vacancy will not be visible to freelancers until you publish it.')).toBeInTheDocument();
  });

  it("creates with a multipart POST (fields left at Any dropped), says so, and goes to /vacancies-posted after 2 s", async () => {
    const { user, api } = await renderCreate({ 'POST /vacancy/create': { status: 201, body: { data: makeVacancy({ id: 'new' }) } } });
    await fillValid(user);
    // Node's File: the multipart body is built by Node's FormData here (a browser's File is one and the same).
    const pdf = new NodeFile(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' }) as unknown as File;
    fireEvent.change(field('Vacancy details (PDF)'), { target: { files: [pdf] } });
    await submit(user);
    expect(await screen.findByText('Vacancy created successfully')).toBeInTheDocument();
    const parts = partsOf(api.calls('POST /vacancy/create')[0].body);
    expect(parts).toMatchObject({
      title: 'Leadership trainer',
      publish: 'true',
      requirements: 'Two days of leadership training.',
      requiredSkills: '["Leadership"]',
      'candidate.minExperience': '12',
      'location.city': 'Amman',
      'location.country': 'Jordan',
      'time.startDate': 'Anytime',
      'payment.flights': 'Paid',
      'payment.hotel': 'Not Paid',
      isTrainer: 'false',
      isPhoneRegistered: 'true',
      file: '%PDF-1.4',
    });
    // A field left at Any is dropped on create (SPEC §5); the server reads it as Any.
    expect(parts).not.toHaveProperty(['candidate.firstLanguage']);
    expect(parts).not.toHaveProperty(['payment.hourlyRate']);
    expect(parts).not.toHaveProperty(['candidate.nationality']);
    expect(Object.values(parts)).not.toContain('Any');
    expect(parts).not.toHaveProperty('contact.name');
    expect(location()).toBe('/vacancies/create');
    await waitFor(() => expect(location()).toBe('/vacancies-posted'));
  });

  it("shows 'Vacancy is creating...' while waiting and 'Vacancy create failed' on failure", async () => {
    const { user } = await renderCreate({ 'POST /vacancy/create': { status: 400, body: { message: 'Bad Request', errors: { message: 'Title is taken' } } } });
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Vacancy is creating...')).toBeInTheDocument();
    expect(await screen.findByText('Vacancy create failed')).toBeInTheDocument();
    expect(screen.getByText('Title is taken')).toBeInTheDocument();
    expect(location()).toBe('/vacancies/create');
  });

  it('keeps what was typed when the session ends during the save, and gives it back to the same user only', async () => {
    const ended = {
      // The app's session listener clears the token on this 401 (see app/entrypoint/sessions.test).
      'POST /vacancy/create': () => {
        window.localStorage.clear();
        return { status: 401, body: { message: 'Please log in to continue.', errors: { message: 'Please log in to continue.', error: 'unauthorized' } } };
      },
    };
    const first = await renderCreate(ended);
    await fillValid(first.user);
    await submit(first.user);
    await waitFor(() => expect(first.api.calls('POST /vacancy/create')).toHaveLength(1));
    await waitFor(() => expect(Object.keys(window.sessionStorage).some((key) => key.startsWith('draft:u-poster:'))).toBe(true));
    expect(screen.queryByText('Vacancy create failed')).not.toBeInTheDocument();
    first.unmount();
    jest.restoreAllMocks();

    // Someone else logs in on this tab: nothing of the draft.
    const other = await renderCreate({}, makeProfile({ user: { id: 'u-other' } }));
    expect(field(/^Title/)).toHaveValue('');
    other.unmount();
    jest.restoreAllMocks();

    // The same user again: the vacancy is back as typed.
    await renderCreate();
    await waitFor(() => expect(field(/^Title/)).toHaveValue('Leadership trainer'));
    expect(field(/^Requirements/)).toHaveValue('Two days of leadership training.');
    expect(field(/^City/)).toHaveValue('Amman');
    window.sessionStorage.clear();
  });
});

describe('/vacancies/{id}', () => {
  it("asks 'Please select {field}' for a field still at Any, and allows 500 requirements characters", async () => {
    const vacancy = makeVacancy({ user: { id: 'u-poster' }, payment: { payType: '' }, candidate: { firstLanguage: '' }, requirements: 'y'.repeat(600) });
    const { user, api } = await renderEdit(vacancy);
    expect(field(/^Pay type/)).toHaveValue('Any');
    expect(field(/^Title/)).toHaveValue('Leadership trainer for a bank');
    await submit(user, 'Update');
    expect(await screen.findByText('Please select Pay Type')).toBeInTheDocument();
    expect(screen.getByText('Please select First Language')).toBeInTheDocument();
    expect(screen.getByText('Requirements should have maximum 500 characters')).toBeInTheDocument();
    expect(screen.getByText('600/500')).toBeInTheDocument();
    expect(api.calls('PUT /vacancy/v1')).toHaveLength(0);
  });

  it("updates with PUT /vacancy/{id}: 'Vacancy is updating...', 'Vacancy updated successfully', then /vacancies-posted", async () => {
    const answer = deferred();
    const { user, api } = await renderEdit(undefined, { 'PUT /vacancy/v1': { body: { data: makeVacancy() }, wait: answer.promise } });
    expect(screen.getByText('Current file: brief.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove PDF' }));
    fireEvent.change(field(/^Title/), { target: { value: 'Senior leadership trainer' } });
    await submit(user, 'Update');
    expect(await screen.findByText('Vacancy is updating...')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Vacancy updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/vacancies-posted'));
    const parts = partsOf(api.calls('PUT /vacancy/v1')[0].body);
    expect(parts).toMatchObject({ title: 'Senior leadership trainer', deleteFile: 'true', 'candidate.nationality': 'Any nationality', 'candidate.secondLanguage': 'English' });
  });

  it("says 'Vacancy update failed' when the update fails", async () => {
    const { user } = await renderEdit(undefined, { 'PUT /vacancy/v1': { status: 500, body: { message: 'x', errors: {} } } });
    await submit(user, 'Update');
    expect(await screen.findByText('Vacancy update failed')).toBeInTheDocument();
    expect(location()).toBe('/vacancies/v1');
  });

  it("deletes after a confirmation: 'Vacancy is deleting...', 'Vacancy deleted successfully', then /vacancies-posted", async () => {
    const answer = deferred();
    const { user, api } = await renderEdit(undefined, { 'DELETE /vacancy/v1': { body: { data: { id: 'v1', deleted: true } }, wait: answer.promise } });
    await user.click(screen.getByRole('button', { name: 'Delete vacancy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete this vacancy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Vacancy is deleting...')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Vacancy deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/vacancies-posted'));
    expect(api.calls('DELETE /vacancy/v1')).toHaveLength(1);
  });

  it('after deleting, leaves for the posted list without flashing "Vacancy not found." while that page loads', async () => {
    let deletedOnServer = false;
    const api = routes({
      'GET /vacancy/v1': () => (deletedOnServer ? { status: 404, body: { message: 'Vacancy not found', errors: { message: 'Vacancy not found' } } } : { body: { data: makeVacancy({ user: { id: 'u-poster' } }) } }),
      'DELETE /vacancy/v1': () => {
        deletedOnServer = true;
        return { body: { data: { id: 'v1', deleted: true } } };
      },
    });
    // The posted list is a lazy page: the test holds its loading, as a slow network would.
    const postedLoaded = deferred();
    const { user, store } = renderWithProviders(<EditVacancyPage />, {
      token: 't',
      route: '/vacancies/v1',
      path: '/vacancies/:vacancyId',
      dataRouter: true,
      routes: [{ path: '/vacancies-posted', lazy: async () => postedLoaded.promise.then(() => ({ element: <p>Posted list</p> })) }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete vacancy' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Vacancy deleted successfully')).toBeInTheDocument();
    // The deleted vacancy was asked for again (its cache was invalidated), and the 404 is in the store.
    await waitFor(() => expect(api.calls('GET /vacancy/v1').length).toBeGreaterThan(1));
    await waitFor(() => expect(Object.values(store.getState().api.queries).some((query) => query?.endpointName === 'getVacancy' && query.status === 'rejected')).toBe(true));
    expect(screen.queryByText('Vacancy not found.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Leadership trainer for a bank');
    postedLoaded.resolve();
    expect(await screen.findByText('Posted list')).toBeInTheDocument();
  });

  it("says 'Vacancy delete failed' when deleting fails", async () => {
    const { user } = await renderEdit(undefined, { 'DELETE /vacancy/v1': { status: 500, body: { message: 'x', errors: {} } } });
    await user.click(screen.getByRole('button', { name: 'Delete vacancy' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Vacancy delete failed')).toBeInTheDocument();
    expect(location()).toBe('/vacancies/v1');
  });

  it("tells another user that only the poster can update it", async () => {
    routes({ 'GET /vacancy/v1': { body: { data: makeVacancy({ user: { id: 'someone-else' } }) } } });
    renderWithProviders(<EditVacancyPage />, { token: 't', route: '/vacancies/v1', path: '/vacancies/:vacancyId' });
    expect(await screen.findByText('Only the business that posted this vacancy can update it.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });

  it('words the way back to the posted vacancies in the page language', async () => {
    routes({ 'GET /vacancy/v1': { body: { data: makeVacancy({ user: { id: 'someone-else' } }) } } });
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      renderWithProviders(<EditVacancyPage />, { token: 't', route: '/vacancies/v1', path: '/vacancies/:vacancyId' });
      expect(await screen.findByRole('link', { name: 'انتقل إلى وظائفك المنشورة' })).toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
      await loadMessages();
    }
  });
});
