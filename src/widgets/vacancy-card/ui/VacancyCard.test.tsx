import { screen, waitFor, within } from '@testing-library/react';
import { setLocaleSource } from '@contracts/locale';
import { makeProfile } from '@/entities/freelancer/testing';
import { asVisitorSees, isoInDays, makeVacancy } from '@/entities/vacancy/testing';
import { loadMessages, vacanciesT as t } from '@/shared/i18n';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { formatVacancyDate, type Vacancy } from '@/entities/vacancy';
import { ApplyAction } from '@/features/apply-vacancy';
import { WithdrawButton } from '@/features/withdraw-application';
import { PostedVacancyActions } from './PostedVacancyActions';
import { VacancyCard, type VacancyCardProps } from './VacancyCard';

/** The card as the public list and the vacancy's page show it: with Apply. */
function PublicCard({ vacancy, ...props }: Omit<VacancyCardProps, 'actions'> & { vacancy: Vacancy }) {
  return <VacancyCard vacancy={vacancy} actions={<ApplyAction vacancy={vacancy} />} {...props} />;
}

/** The card as the applicant's list shows it: when they applied, and Delete. */
function AppliedCard({ vacancy, on }: { vacancy: Vacancy; on: string }) {
  return (
    <VacancyCard
      vacancy={vacancy}
      note={t('vacancies.card.appliedOn', { date: formatVacancyDate(on) })}
      actions={<WithdrawButton vacancyId={vacancy.id} appliedOn={on} title={vacancy.title} size="sm" />}
    />
  );
}

afterEach(() => jest.restoreAllMocks());

const BADGES = ['Vacancy Deleted', 'Vacancy Expired', 'Not approved', 'Published', 'Not Published'];
const location = () => screen.getByTestId('location').textContent;
const shownBadges = () => BADGES.filter((text) => screen.queryByText(text, { selector: 'span' }));

function member(extra: Record<string, StubRoute> = {}, profile = makeProfile()) {
  return stubApi({ 'GET /user/myprofile': { body: { data: profile } }, ...extra });
}

describe('VacancyCard badges (docs/reference.md#states, docs/reference.md#reading-16)', () => {
  beforeEach(() => member());

  it.each([
    ['Published', {}],
    ['Not Published', { publish: false }],
    ['Not approved', { isApproved: false }],
    ['Vacancy Expired', { expiryDate: isoInDays(0) }],
  ])('shows %s', async (badge, overrides) => {
    renderWithProviders(<PublicCard vacancy={makeVacancy(overrides)} />, { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Leadership trainer for a bank' })).toBeInTheDocument();
    expect(shownBadges()).toEqual([badge]);
  });

  it('shows one badge by precedence: Deleted > Expired > Not approved > Published', () => {
    const { unmount } = renderWithProviders(
      <PublicCard vacancy={makeVacancy({ expiryDate: isoInDays(-2), isApproved: false, publish: false })} />,
      { token: 't' },
    );
    expect(shownBadges()).toEqual(['Vacancy Expired']);
    unmount();
    renderWithProviders(<AppliedCard vacancy={makeVacancy({ title: '', expiryDate: isoInDays(-2), isApproved: false })} on="2026-03-06T10:00:00.000Z" />, {
      token: 't',
    });
    expect(shownBadges()).toEqual(['Vacancy Deleted']);
    expect(screen.getByRole('heading', { name: 'Vacancy was removed' })).toBeInTheDocument();
    // The removed vacancy can still be deleted from the applicant's list.
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('VacancyCard details', () => {
  it('shows skills, requirements, candidate, location, time and payment, with en-GB dates', async () => {
    member();
    renderWithProviders(<PublicCard vacancy={makeVacancy({ expiryDate: '2030-04-01' })} />, { token: 't' });
    await screen.findByRole('heading', { name: 'Leadership trainer for a bank' });
    expect(screen.getByText('Posted 5 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Closes 1 April 2030')).toBeInTheDocument();
    expect(screen.getByText('Deliver a two-day leadership programme to 20 branch managers.')).toBeInTheDocument();
    expect(screen.getByText('Leadership')).toBeInTheDocument();
    expect(screen.getByText('Coaching')).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(row('Minimum experience')).toBe('12 years');
    expect(row('Languages')).toBe('Arabic, English');
    expect(row('Nationality')).toBe('Any nationality');
    expect(row('City and country')).toBe('Amman, Jordan');
    expect(row('Workstation')).toBe('Onsite');
    expect(row('Start date')).toBe('12 March 2030');
    expect(row('Time period')).toBe('1-2 weeks');
    expect(row('Hourly rate')).toBe('$75 - $100');
    expect(row('Flights')).toBe('Paid');
    expect(row('Hotel')).toBe('Not Paid');
    expect(screen.getByRole('list', { name: 'Looking for' })).toHaveTextContent('Trainer');
  });

  it('joins lists and places with Arabic words and commas, keeps the phone left to right and isolates what members typed, in an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      member();
      renderWithProviders(<PublicCard vacancy={{ ...makeVacancy({ expiryDate: '2030-04-01' }), contact: { phone: '+96270000000' } }} />, { token: 't' });
      const title = await screen.findByRole('heading', { name: 'Leadership trainer for a bank' });
      expect(title).toHaveAttribute('dir', 'auto');
      const row = (cell: HTMLElement) => cell.textContent;
      const rows = screen.getAllByRole('definition');
      expect(rows.map(row)).toContain('العربية والإنجليزية');
      expect(rows.map(row)).toContain('Amman، الأردن');
      // A Latin city (what the member typed) does not turn the line around: city first, right to left, as the page.
      for (const place of screen.getAllByText('Amman، الأردن')) expect(place).toHaveAttribute('dir', 'rtl');
      expect(rows.map(row).join(' ')).not.toMatch(/[\u0600-\u06ff], /);
      const phone = screen.getByRole('link', { name: '+96270000000' });
      expect(phone).toHaveAttribute('dir', 'ltr');
      expect(phone.closest('bdi')).toHaveAttribute('dir', 'ltr');
      expect(screen.getByText('Leadership')).toHaveAttribute('dir', 'auto');
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});

describe('VacancyCard compact (lists on phones)', () => {
  const requiredSkills = ['Leadership Development', 'Middle Management Development', 'Emotional Intelligence', 'Coaching'];

  it('keeps the skills that fit two lines and says +N more, with the pay beside the place', () => {
    stubApi({});
    renderWithProviders(<PublicCard vacancy={makeVacancy({ requiredSkills })} compact />);
    expect(screen.getByRole('article')).toHaveClass('compact');
    expect(screen.getByText('Emotional Intelligence')).toHaveClass('extraSkill');
    expect(screen.getByText('Coaching')).toHaveClass('extraSkill');
    expect(screen.getByText('Middle Management Development')).not.toHaveClass('extraSkill');
    expect(screen.getByText('+2 more')).toHaveClass('moreSkills');
    expect(screen.getByText(/^Hourly rate: \$75 - \$100/)).toHaveClass('phoneOnly');
  });

  it('is not compact on the vacancy page: every skill, no +N more', () => {
    stubApi({});
    renderWithProviders(<PublicCard vacancy={makeVacancy({ requiredSkills })} />);
    expect(screen.getByRole('article')).not.toHaveClass('compact');
    expect(screen.queryByText('+2 more')).not.toBeInTheDocument();
    expect(screen.getByText('Coaching')).not.toHaveClass('extraSkill');
  });
});

describe('VacancyCard for visitors (see docs/reference.md#roles)', () => {
  it("masks name, email and phone with 'Please login to view' linking to /login; the PDF is a link to login", async () => {
    stubApi({});
    const { user } = renderWithProviders(<PublicCard vacancy={asVisitorSees(makeVacancy())} />);
    const masks = screen.getAllByRole('link', { name: 'Please login to view' });
    expect(masks).toHaveLength(3);
    for (const mask of masks) expect(mask).toHaveAttribute('href', '/login');
    expect(screen.queryByText('omar@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vacancy details (PDF): login to download' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Apply to Leadership trainer for a bank' }));
    expect(location()).toBe('/login');
  });

  it('shows a phone the server sends to visitors (isPhonePublic)', () => {
    stubApi({});
    renderWithProviders(<PublicCard vacancy={{ ...makeVacancy(), contact: { phone: '+96270000000' }, file: null }} />);
    expect(screen.getAllByRole('link', { name: 'Please login to view' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: '+96270000000' })).toHaveAttribute('href', 'tel:+96270000000');
  });
});

describe('VacancyCard for members', () => {
  it("shows the contact, or 'Phone number not available.' without a phone, and downloads the PDF", async () => {
    member();
    renderWithProviders(<PublicCard vacancy={makeVacancy({ contact: { name: 'Omar Said', email: 'omar@example.com' } })} />, { token: 't' });
    await screen.findByRole('heading', { name: 'Leadership trainer for a bank' });
    expect(screen.queryByText('Please login to view')).not.toBeInTheDocument();
    expect(screen.getByText('Omar Said')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'omar@example.com' })).toHaveAttribute('href', 'mailto:omar@example.com');
    expect(screen.getByText('Phone number not available.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vacancy details (PDF): brief.pdf' })).toBeInTheDocument();
  });

  it("applies with a proposal (PUT /vacancy/apply), says 'Applied to Vacancy' and goes to /vacancies-applied after 1 s", async () => {
    const api = member({ 'PUT /vacancy/apply': { body: { data: { vacancyId: 'v1' } } } });
    const { user } = renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't', route: '/vacancies' });
    await user.click(await screen.findByRole('button', { name: 'Apply to Leadership trainer for a bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to \u2068Leadership trainer for a bank\u2069' });
    // The cover letter is required by the form (the API keeps it optional for the spec's call).
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('Please write a cover letter')).toBeInTheDocument();
    expect(api.calls('PUT /vacancy/apply')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Cover letter/ }), 'I have run this programme for three banks.');
    // Arabic-Indic digits are read.
    await user.type(within(dialog).getByRole('textbox', { name: /Proposed hourly rate/ }), '٦٠');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Applied to Vacancy')).toBeInTheDocument();
    expect(api.calls('PUT /vacancy/apply')[0].body).toEqual({ vacancyId: 'v1', coverLetter: 'I have run this programme for three banks.', proposedRate: 60, availableFrom: null });
    expect(location()).toBe('/vacancies');
    await waitFor(() => expect(location()).toBe('/vacancies-applied'));
  });

  it("shows the server's reason, e.g. 'You cannot apply for your own vacancy.', or 'Applying failed', and keeps the proposal", async () => {
    let reply: StubRoute = { status: 400, body: { message: 'Bad Request', errors: { message: 'You cannot apply for your own vacancy.', error: 'ownVacancy' } } };
    const api = member({ 'PUT /vacancy/apply': () => reply as { status: number; body: unknown } });
    const { user } = renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't', route: '/vacancies' });
    await user.click(await screen.findByRole('button', { name: 'Apply to Leadership trainer for a bank' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Cover letter/ }), 'My letter.');
    const send = within(dialog).getByRole('button', { name: 'Send proposal' });
    await user.click(send);
    expect(await screen.findByText('You cannot apply for your own vacancy.')).toBeInTheDocument();

    reply = { status: 500, body: { message: 'Internal Server Error', errors: { message: 'Something went wrong' } } };
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(api.calls('PUT /vacancy/apply')).toHaveLength(2));
    expect(await screen.findByText('Applying failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Cover letter/ })).toHaveValue('My letter.');
    expect(location()).toBe('/vacancies');
  });

  it('sends a PDF with the proposal as multipart', async () => {
    const api = member({ 'PUT /vacancy/apply': { body: { data: { vacancyId: 'v1' } } } });
    const { user } = renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't', route: '/vacancies' });
    await user.click(await screen.findByRole('button', { name: 'Apply to Leadership trainer for a bank' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Cover letter/ }), 'My plan is attached.');
    const input = within(dialog).getByLabelText(/A PDF with your proposal/);
    await user.upload(input, new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('plan.pdf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Applied to Vacancy')).toBeInTheDocument();
    const body = String(api.calls('PUT /vacancy/apply')[0].body);
    expect(body).toContain('name="coverLetter"\r\n\r\nMy plan is attached.\r\n');
    // The file's part (jsdom's File is not the fetch's own, so its bytes are not serialised here; the journeys send a real one).
    expect(body).toMatch(/name="file"/);
  });

  it('keeps the proposal being written on this device, per member and vacancy, and gives it back', async () => {
    member({});
    const first = renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't', route: '/vacancies' });
    await first.user.click(await screen.findByRole('button', { name: 'Apply to Leadership trainer for a bank' }));
    await first.user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Cover letter/ }), 'Half a letter');
    await waitFor(() => expect(Object.values({ ...localStorage }).some((value) => String(value).includes('Half a letter'))).toBe(true));
    first.unmount();

    const again = renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't', route: '/vacancies' });
    await again.user.click(await screen.findByRole('button', { name: 'Apply to Leadership trainer for a bank' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('We kept the proposal you were writing on this device.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Cover letter/ })).toHaveValue('Half a letter');
  });

  it('shows Applied instead of Apply once the profile lists the application', async () => {
    member({}, makeProfile({ appliedVacancies: [{ vacancy: 'v1', on: '2026-03-06T10:00:00.000Z' }] }));
    renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't' });
    expect(await screen.findByRole('button', { name: /Applied/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Apply to/ })).not.toBeInTheDocument();
  });

  it('posted mode: Update goes to /vacancies/{id}, the Applied by count to the applicants page; no Apply', async () => {
    member();
    renderWithProviders(<VacancyCard vacancy={makeVacancy({ appliedCount: 3 })} actions={<PostedVacancyActions vacancy={makeVacancy({ appliedCount: 3 })} />} />, { token: 't' });
    expect(await screen.findByRole('link', { name: 'Update Leadership trainer for a bank' })).toHaveAttribute('href', '/vacancies/v1');
    expect(screen.getByRole('link', { name: 'Applied by 3 freelancers' })).toHaveAttribute('href', '/vacancies-posted/freelancers/v1');
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });

  it("applied mode: Delete withdraws with DELETE /vacancy/time {time} and says 'Vacancy deleted successfully'", async () => {
    const api = member({ 'DELETE /vacancy/time': { body: { data: { withdrawn: true } } } });
    const on = '2026-03-06T10:00:00.000Z';
    const { user } = renderWithProviders(<AppliedCard vacancy={makeVacancy()} on={on} />, { token: 't' });
    expect(screen.getByText('You applied on 6 March 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete your application to Leadership trainer for a bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Vacancy deleted successfully')).toBeInTheDocument();
    expect(api.calls('DELETE /vacancy/time')[0].body).toEqual({ time: on });
  });
});

describe('VacancyCard: Apply is a freelancer action (see docs/reference.md#roles)', () => {
  it('offers no Apply to a business-only account', async () => {
    member({}, makeProfile({ user: { Iam: ['Business'] } }));
    renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't' });
    await screen.findByRole('heading', { name: 'Leadership trainer for a bank' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
  });

  it('offers no Apply on your own vacancy', async () => {
    member({}, makeProfile({ user: { id: 'u-poster', Iam: ['Trainer'] }, postedVacancies: ['v1'] }));
    renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't' });
    await screen.findByRole('heading', { name: 'Leadership trainer for a bank' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument());
  });

  it('still offers Apply to a freelancer and to a member without roles yet', async () => {
    member({}, makeProfile({ user: { Iam: ['Consultant'] } }));
    const { unmount } = renderWithProviders(<PublicCard vacancy={makeVacancy()} />, { token: 't' });
    expect(await screen.findByRole('button', { name: 'Apply to Leadership trainer for a bank' })).toBeEnabled();
    unmount();
  });
});

describe('VacancyCard in Arabic', () => {
  it('shows the workstation chip in the page language', async () => {
    member();
    const { unmount } = renderWithProviders(<PublicCard vacancy={makeVacancy({ location: { city: 'Amman', country: 'Jordan', workstation: 'Remote', travelRequired: 'No' } })} />, { token: 't' });
    expect(within(await screen.findByRole('list', { name: 'Looking for' })).getByText('Remote')).toBeInTheDocument();
    unmount();
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      renderWithProviders(<PublicCard vacancy={makeVacancy({ location: { city: 'Amman', country: 'Jordan', workstation: 'Hybrid', travelRequired: 'No' } })} />, { token: 't' });
      const chips = within(await screen.findByRole('list', { name: 'المطلوب' }));
      expect(chips.getByText('مختلط')).toBeInTheDocument();
      expect(chips.queryByText('Hybrid')).not.toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});

