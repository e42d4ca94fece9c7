import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { deferred, renderWithProviders, stubApi } from '@/shared/lib/test';
import { RobotCheck } from './RobotCheck';

function Harness() {
  const [proof, setProof] = useState('');
  const [resetKey, setResetKey] = useState(0);
  return (
    <>
      <RobotCheck onChange={setProof} resetKey={resetKey} />
      <p data-testid="proof">{proof || 'none'}</p>
      <button type="button" onClick={() => setResetKey((k) => k + 1)}>
        reset
      </button>
    </>
  );
}

describe('RobotCheck (local provider)', () => {
  // Real timers (redirect delays) on a busy machine: more than Jest's 5 s default.
  afterEach(() => jest.restoreAllMocks());

  it('goes unchecked → loading → verified once the server answers success, and reports the proof', async () => {
    const answer = deferred();
    const api = stubApi({
      'GET /auth/robot-config': { body: { data: { provider: 'local' } } },
      'POST /auth/verifyrecaptchav3': { body: { success: true, proof: 'p-123' }, wait: answer.promise },
    });
    const { user } = renderWithProviders(<Harness />);

    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('proof')).toHaveTextContent('none');

    await user.click(box);
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Checking…');
    expect(screen.getByTestId('proof')).toHaveTextContent('none');

    answer.resolve();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Verified'));
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
    expect(screen.getByTestId('proof')).toHaveTextContent('p-123');
    expect(api.calls('POST /auth/verifyrecaptchav3')[0].body).toEqual({ token: 'local', action: 'submit' });
  });

  it('stays unchecked with a message when the server refuses', async () => {
    stubApi({
      'GET /auth/robot-config': { body: { data: { provider: 'local' } } },
      'POST /auth/verifyrecaptchav3': { status: 400, body: { success: false } },
    });
    const { user } = renderWithProviders(<Harness />);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    expect(await screen.findByText('The robot check did not succeed. Please try again.')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('proof')).toHaveTextContent('none');
  });

  it('unticking drops the proof, and a reset puts a verified check back to unchecked', async () => {
    stubApi({
      'GET /auth/robot-config': { body: { data: { provider: 'local' } } },
      'POST /auth/verifyrecaptchav3': { body: { success: true, proof: 'p-9' } },
    });
    const { user } = renderWithProviders(<Harness />);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    await waitFor(() => expect(screen.getByTestId('proof')).toHaveTextContent('p-9'));
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(screen.getByTestId('proof')).toHaveTextContent('none');

    await user.click(box);
    await waitFor(() => expect(screen.getByTestId('proof')).toHaveTextContent('p-9'));
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByTestId('proof')).toHaveTextContent('none');
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    stubApi({ 'GET /auth/robot-config': { status: 500, body: { message: 'down' } } });
    renderWithProviders(<Harness />);
    expect(await screen.findByText('The robot check could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
