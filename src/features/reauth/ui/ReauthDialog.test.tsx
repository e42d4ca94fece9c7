import { screen, waitFor } from '@testing-library/react';
import { accountApi } from '@/entities/user';
import { renderWithProviders, stubApi, type StubRequest } from '@/shared/lib/test';
import { installReauthPrompt } from '../index';

const REASKED = 'Please enter your password again to continue.';
const refusedForOldPassword = { status: 403, body: { message: REASKED, errors: { message: REASKED, error: 'reauthRequired' }, _code: 403, _message: REASKED } };
const body = { current: 'old-secret', new: 'new-secret-1', newConfirm: 'new-secret-1' };

let uninstall = () => undefined as void;

/** The sensitive write: refused until the password was proved, then done; the re-ask installed over that network. */
function sensitiveRoutes() {
  let proved = false;
  const api = stubApi({
    'POST /user/password/update': () => (proved ? { body: { data: { updated: true } } } : refusedForOldPassword),
    'POST /auth/reauth': (request: StubRequest) => {
      if ((request.body as { password?: string }).password !== 'my-password') {
        return { status: 400, body: { message: 'Invalid current password', errors: { message: 'Invalid current password', error: 'invalidCurrentPwd' } } };
      }
      proved = true;
      return { body: { data: { reauthenticated: true } } };
    },
  });
  uninstall = installReauthPrompt();
  return api;
}

describe('the re-ask dialog', () => {
  afterEach(() => uninstall());

  it('opens on a write refused with reauthRequired, keeps a wrong password out, and sends the write once more after the right one', async () => {
    const api = sensitiveRoutes();
    const { store, user } = renderWithProviders(<p>My Account</p>);
    const write = store.dispatch(accountApi.endpoints.updatePassword.initiate(body));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(dialog).toHaveAccessibleDescription(REASKED);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'wrong-guess');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid current password')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(api.calls('POST /user/password/update')).toHaveLength(1);

    await user.type(screen.getByLabelText(/^Password/), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(write.unwrap()).resolves.toEqual({ updated: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /auth/reauth').map((call) => call.body)).toEqual([{ password: 'wrong-guess' }, { password: 'my-password' }]);
    // Sent twice in all: the refused try and one retry, with the same body.
    expect(api.calls('POST /user/password/update').map((call) => call.body)).toEqual([body, body]);
  });

  it('gives the refusal back when the member cancels, without sending again', async () => {
    const api = sensitiveRoutes();
    const { store, user } = renderWithProviders(<p>My Account</p>);
    const write = store.dispatch(accountApi.endpoints.updatePassword.initiate(body));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(write.unwrap()).rejects.toMatchObject({ status: 403, data: { errors: { error: 'reauthRequired' } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /user/password/update')).toHaveLength(1);
    expect(api.calls('POST /auth/reauth')).toHaveLength(0);
  });
});
