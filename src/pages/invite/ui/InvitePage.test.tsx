import { screen, waitFor } from '@testing-library/react';
import { deferred, renderWithProviders, robotRoutes, stubApi, type StubRoute } from '@/shared/lib/test';
import { InvitePage } from './InvitePage';

function renderPage() {
  return renderWithProviders(<InvitePage />, { route: '/invite', path: '/invite', token: 'tok-1' });
}
type User = ReturnType<typeof renderPage>['user'];

const emailFields = () => screen.getAllByLabelText(/^Email \d+/);

async function verifyRobot(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
  await screen.findByText('Verified');
}

async function inviteTwo(route: StubRoute) {
  const api = stubApi({ ...robotRoutes('proof-i'), 'POST /auth/invite-friend': route });
  const view = renderPage();
  await view.user.type(screen.getByLabelText(/^Email 1/), 'one@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Add another email' }));
  await view.user.type(screen.getByLabelText(/^Email 2/), 'two@example.com');
  await verifyRobot(view.user);
  await view.user.click(screen.getByRole('button', { name: 'Invite' }));
  return { ...view, api };
}

describe('InvitePage', () => {
  // Real timers (redirect delays) on a busy machine: more than Jest's 5 s default.
  afterEach(() => jest.restoreAllMocks());

  it('starts with one email field with a remove cross, an add button and a robot check', async () => {
    stubApi(robotRoutes());
    renderPage();
    expect(emailFields()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove email 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add another email' })).toBeEnabled();
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).toBeInTheDocument();
  });

  it('adds fields (up to 10, the new one focused) and removes the chosen one', async () => {
    stubApi(robotRoutes());
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email 1/), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another email' }));
    expect(screen.getByLabelText(/^Email 2/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Email 2/), 'b@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another email' }));
    await user.type(screen.getByLabelText(/^Email 3/), 'c@example.com');
    expect(emailFields()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Remove email 2' }));
    expect(emailFields().map((input) => (input as HTMLInputElement).value)).toEqual(['a@example.com', 'c@example.com']);
    expect(screen.getByRole('button', { name: 'Remove email 1' })).toBeEnabled();

    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Add another email' }));
    expect(emailFields()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Add another email' })).toBeDisabled();
  });

  it('a second "Add another email" right after adding an empty field adds one: no message moves the button mid-click', async () => {
    stubApi(robotRoutes());
    const { user } = renderPage();
    const add = screen.getByRole('button', { name: 'Add another email' });
    await user.click(add);
    expect(screen.getByLabelText(/^Email 2/)).toHaveFocus();
    // Pressing the button takes the focus from the new, empty field; nothing may appear above the button before the release.
    await user.pointer({ keys: '[MouseLeft>]', target: add });
    expect(screen.queryByText('Please enter the required field Email')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: add });
    expect(emailFields()).toHaveLength(3);
    expect(screen.getByLabelText(/^Email 3/)).toHaveFocus();
  });

  it('requires every email field and the robot check', async () => {
    const api = stubApi(robotRoutes());
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add another email' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findAllByText('Please enter the required field Email')).toHaveLength(2);
    expect(screen.getByText("Please select I'm not a robot")).toBeInTheDocument();
    expect(api.calls('POST /auth/invite-friend')).toHaveLength(0);
  });

  it('rejects an address that is not an e-mail', async () => {
    stubApi(robotRoutes());
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email 1/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('sends {emails} with the proof, then resets the fields to one empty field and the robot check', async () => {
    const answer = deferred();
    const { api } = await inviteTwo({ body: { data: { sent: true } }, wait: answer.promise });
    expect(await screen.findByText('Inviting friends...')).toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByText('Successfully invited friends.')).toBeInTheDocument();
    const [call] = api.calls('POST /auth/invite-friend');
    expect(call.body).toEqual({ emails: ['one@example.com', 'two@example.com'] });
    expect(call.headers.get('x-robot-proof')).toBe('proof-i');
    await waitFor(() => expect(emailFields()).toHaveLength(1));
    expect(screen.getByLabelText(/^Email 1/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });

  it('splits a field holding several addresses on ";"', async () => {
    const api = stubApi({ ...robotRoutes(), 'POST /auth/invite-friend': { body: { data: { sent: true } } } });
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Email 1/), 'one@example.com; two@example.com');
    await verifyRobot(user);
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(api.calls('POST /auth/invite-friend')).toHaveLength(1));
    expect(api.calls('POST /auth/invite-friend')[0].body).toEqual({ emails: ['one@example.com', 'two@example.com'] });
  });

  it('says so when inviting fails, keeps the addresses and resets the robot check', async () => {
    await inviteTwo({ status: 500, body: { message: 'Internal' } });
    expect(await screen.findByText('Some error occured while inviting, Please try again.')).toBeInTheDocument();
    expect(emailFields()).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  });
});
