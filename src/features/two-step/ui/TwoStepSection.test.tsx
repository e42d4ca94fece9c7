import { screen } from '@testing-library/react';
import { msg } from '@contracts/messages';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { TwoStepSection } from './TwoStepSection';

describe('TwoStepSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('My Account: turning on shows the QR code and key, confirms with a code, then shows the 10 recovery codes once', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String.fromCharCode(65 + i)}${i}`.slice(0, 11));
    let on = false;
    const api = stubApi({
      'GET /user/2fa': () => ({ body: { data: { totp: on } } }),
      'POST /user/2fa/totp': { body: { data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Khibra:a?secret=JBSWY3DPEHPK3PXP', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } } },
      'POST /user/2fa/totp/confirm': () => {
        on = true;
        return { body: { data: { recoveryCodes } } };
      },
      'DELETE /user/2fa/totp': () => {
        on = false;
        return { body: { data: { totp: false } } };
      },
    });
    const { user } = renderWithProviders(<TwoStepSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^6-digit code/), '٦٥٤٣٢١');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(api.calls('POST /user/2fa/totp/confirm')[0].body).toEqual({ code: '654321' });
    // Once kept, the codes and the key are gone: only turning off, with a code.
    await user.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(await screen.findByLabelText(/^Code or recovery code/)).toBeInTheDocument();
    expect(screen.queryByText(recoveryCodes[0])).not.toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText(msg.required('Code'))).toBeInTheDocument();
    expect(api.calls('DELETE /user/2fa/totp')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Code or recovery code/), '111222');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
  });
});
