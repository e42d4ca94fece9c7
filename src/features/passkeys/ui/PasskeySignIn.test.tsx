import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { PasskeySignIn } from './PasskeySignIn';

const OPTIONS = { body: { data: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required', allowCredentials: [] } } };
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A browser with WebAuthn whose navigator.credentials.get answers with `get`. */
function browserWithPasskeys(get: () => Promise<unknown>) {
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, value: function PublicKeyCredential() {} });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: jest.fn(get) } });
}

describe('PasskeySignIn', () => {
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    delete (navigator as { credentials?: unknown }).credentials;
  });

  it('says the browser has no passkeys, and asks the server nothing', async () => {
    const api = stubApi({ 'POST /auth/passkey/options': OPTIONS });
    const onSignedIn = jest.fn();
    const { user } = renderWithProviders(<PasskeySignIn onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser does not support passkeys. Use a recent browser, or sign in with your email and password.');
    expect(api.calls('POST /auth/passkey/options')).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says so when the person cancels the browser\'s passkey prompt', async () => {
    const api = stubApi({ 'POST /auth/passkey/options': OPTIONS, 'POST /auth/passkey': { body: { data: { token: 'tok' } } } });
    browserWithPasskeys(() => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')));
    const onSignedIn = jest.fn();
    const { user } = renderWithProviders(<PasskeySignIn onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passkey request was cancelled or timed out.');
    expect(api.calls('POST /auth/passkey')).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends the browser\'s answer and hands over the session; a server refusal shows in its words', async () => {
    const api = stubApi({
      'POST /auth/passkey/options': OPTIONS,
      'POST /auth/passkey': () =>
        api.calls('POST /auth/passkey').length === 1 ? { body: { data: { token: 'tok-passkey' } } } : { status: 400, body: { message: 'This passkey is not registered on Khibra.', errors: { message: 'This passkey is not registered on Khibra.', error: 'passkeyUnknown' } } },
    });
    browserWithPasskeys(async () => ({
      id: 'Y3JlZA',
      rawId: bytes('cred'),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: bytes('{}'), authenticatorData: bytes('auth'), signature: bytes('sig'), userHandle: bytes('user') },
      getClientExtensionResults: () => ({}),
    }));
    const onSignedIn = jest.fn();
    const { user } = renderWithProviders(<PasskeySignIn onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 'tok-passkey' }));
    expect(api.calls('POST /auth/passkey')[0].body).toEqual({ response: expect.objectContaining({ id: 'Y3JlZA', rawId: 'Y3JlZA', type: 'public-key', response: expect.objectContaining({ signature: 'c2ln', userHandle: 'dXNlcg' }) }) });

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey is not registered on Khibra.');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });
});
