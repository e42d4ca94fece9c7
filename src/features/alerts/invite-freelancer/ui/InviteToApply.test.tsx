import { screen, waitFor, within } from '@testing-library/react';
import { alertMsg } from '@contracts/alerts';
import { makeFreelancer, makeProfile, paged } from '@/entities/freelancer/testing';
import { isoInDays, makeVacancy } from '@/entities/vacancy/testing';
import { violations } from '@/features/report/ui/axe.testing';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { InviteToApply } from './InviteToApply';

afterEach(() => jest.restoreAllMocks());

/** The dialog's title: the name isolated, so in either script it keeps its place in the sentence. */
const TITLE = 'Invite \u2068Layla Haddad\u2069 to apply';

const business = makeProfile({ user: { Iam: ['Business'] }, postedVacancies: ['v1', 'v2', 'v3'] });
/** The business's posted vacancies over two pages: one open on each, one expired and one not approved yet. */
const posted: StubRoute = (request) =>
  request.url.searchParams.get('page') === '0'
    ? { body: paged([makeVacancy({ id: 'v1', title: 'Leadership trainer' }), makeVacancy({ id: 'v2', title: 'Old one', expiryDate: isoInDays(-3) })], 0, 2, 4) }
    : { body: paged([makeVacancy({ id: 'v3', title: 'Risk consultant' }), makeVacancy({ id: 'v4', title: 'Waiting', isApproved: false })], 1, 2, 4) };
const refusal = (message: string) => ({ status: 400, body: { message, errors: { message, error: 'validation' } } });

function asBusiness(extra: Record<string, StubRoute> = {}) {
  const api = stubApi({ 'GET /user/myprofile': { body: { data: business } }, 'GET /vacancy/posted': posted, ...extra });
  return { api, ...renderWithProviders(<InviteToApply freelancer={makeFreelancer()} />, { token: 'tok' }) };
}

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Invite to apply: Layla Haddad' }));
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await within(dialog).findByRole('combobox', { name: /Vacancy/ });
  return dialog;
}

describe('Invite to apply', () => {
  it('shows nothing to a visitor, a freelancer or the freelancer themselves', async () => {
    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile() } } });
    const visitor = renderWithProviders(<InviteToApply freelancer={makeFreelancer()} />);
    expect(screen.queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    visitor.unmount();
    const member = renderWithProviders(<InviteToApply freelancer={makeFreelancer()} />, { token: 'tok' });
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    member.unmount();
    jest.restoreAllMocks();
    const api = stubApi({ 'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1', Iam: ['Business'] } }) } } });
    renderWithProviders(<InviteToApply freelancer={makeFreelancer()} />, { token: 'tok' });
    await waitFor(() => expect(api.calls('GET /user/myprofile')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
  });

  it('offers the open vacancies of every posted page, counts the note, sends it, and says so', async () => {
    const { api, user } = asBusiness({ 'POST /vacancy/v3/invitations': { body: { data: { id: 'i1', vacancyId: 'v3', freelancerId: 'f1', note: 'Hi', createdAt: '' } } } });
    const dialog = await openDialog(user);
    const vacancy = within(dialog).getByRole('combobox', { name: /Vacancy/ });
    expect(within(vacancy).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a vacancy', 'Leadership trainer', 'Risk consultant']);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please choose a vacancy.')).toBeInTheDocument();
    expect(api.calls('POST /vacancy/v3/invitations')).toHaveLength(0);

    await user.selectOptions(vacancy, 'v3');
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.type(note, ' Your risk work fits. ');
    expect(within(dialog).getByText('22/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to \u2068Layla Haddad\u2069.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /vacancy/v3/invitations').map((call) => call.body)).toEqual([{ freelancerId: 'f1', note: 'Your risk work fits.' }]);
  });

  it('says each refusal of the server in a toast and keeps the dialog', async () => {
    const { user } = asBusiness({ 'POST /vacancy/v1/invitations': refusal(alertMsg.alreadyInvited) });
    const dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Vacancy/ }), 'v1');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(alertMsg.alreadyInvited)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('leads a business without an open vacancy to post one', async () => {
    const { user } = asBusiness({ 'GET /vacancy/posted': { body: paged([makeVacancy({ id: 'v2', expiryDate: isoInDays(-3) })]) } });
    await user.click(await screen.findByRole('button', { name: 'Invite to apply: Layla Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(dialog).findByText(/You have no open vacancy to invite them to/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Post Vacancy' })).toHaveAttribute('href', '/vacancies/create');
  });

  it('is accessible (axe)', async () => {
    const { user } = asBusiness();
    expect(await violations(await openDialog(user))).toEqual([]);
  });
});
