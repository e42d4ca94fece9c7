import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { RobotCheck } from './RobotCheck';

/** Google's widget stands in as a button that hands over a token, as the real one does on a tick. */
jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: ({ sitekey, onChange }: { sitekey: string; onChange: (token: string | null) => void }) => (
    <div data-testid="recaptcha" data-sitekey={sitekey}>
      <button type="button" onClick={() => onChange('g-token')}>
        google tick
      </button>
      <button type="button" onClick={() => onChange(null)}>
        google expire
      </button>
    </div>
  ),
}));

function Harness() {
  const [proof, setProof] = useState('');
  return (
    <>
      <RobotCheck onChange={setProof} />
      <p data-testid="proof">{proof || 'none'}</p>
    </>
  );
}

describe('RobotCheck (reCAPTCHA provider)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("renders Google's checkbox with the site key and verifies its token on the server", async () => {
    const api = stubApi({
      'GET /auth/robot-config': { body: { data: { provider: 'recaptcha', siteKey: 'site-123' } } },
      'POST /auth/verifyrecaptchav3': { body: { success: true, proof: 'p-g' } },
    });
    const { user } = renderWithProviders(<Harness />);
    expect(await screen.findByTestId('recaptcha')).toHaveAttribute('data-sitekey', 'site-123');
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'google tick' }));
    await waitFor(() => expect(screen.getByTestId('proof')).toHaveTextContent('p-g'));
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(api.calls('POST /auth/verifyrecaptchav3')[0].body).toEqual({ token: 'g-token', action: 'submit' });

    await user.click(screen.getByRole('button', { name: 'google expire' }));
    expect(screen.getByTestId('proof')).toHaveTextContent('none');
  });
});
