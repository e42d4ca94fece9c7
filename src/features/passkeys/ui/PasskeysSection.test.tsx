import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { PasskeysSection } from './PasskeysSection';

const LAPTOP = { id: '11111111-1111-4111-8111-111111111111', name: 'Work laptop', createdAt: '2026-03-28T10:00:00.000Z', lastUsedAt: null };
const PHONE = { id: '22222222-2222-4222-8222-222222222222', name: 'Phone', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: '2026-03-29T10:00:00.000Z' };

describe('PasskeysSection', () => {
  it('lists the passkeys with when they were added and last used', async () => {
    stubApi({ 'GET /user/passkeys': { body: { data: [LAPTOP, PHONE] } } });
    renderWithProviders(<PasskeysSection />);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(laptop).toHaveTextContent('Work laptop');
    expect(laptop).toHaveTextContent('Added 28 March 2026 · Not used yet');
    expect(phone).toHaveTextContent('Last used 29 March 2026');
  });

  it('removes a passkey after asking, and drops it from the list', async () => {
    const api = stubApi({ 'GET /user/passkeys': { body: { data: [LAPTOP, PHONE] } }, [`DELETE /user/passkeys/${LAPTOP.id}`]: { body: { data: { removed: true } } } });
    const { user } = renderWithProviders(<PasskeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Remove the passkey Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey “Work laptop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Work laptop')).not.toBeInTheDocument());
    expect(api.calls(`DELETE /user/passkeys/${LAPTOP.id}`)).toHaveLength(1);
    expect(screen.getByText('Phone')).toBeInTheDocument();
  });

  it('says when the browser cannot make passkeys, without asking the server for options', async () => {
    const api = stubApi({ 'GET /user/passkeys': { body: { data: [] } }, 'POST /user/passkeys/options': { body: { data: {} } } });
    const { user } = renderWithProviders(<PasskeysSection />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser does not support passkeys.');
    expect(api.calls('POST /user/passkeys/options')).toHaveLength(0);
  });
});
