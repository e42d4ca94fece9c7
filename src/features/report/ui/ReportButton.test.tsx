import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { ReportButton } from './ReportButton';
import { violations } from './axe.testing';
import { consoleMsg } from '@contracts/operator';

afterEach(() => jest.restoreAllMocks());

const REASONS = ['Spam or advertising', 'Scam or fraud', 'Offensive or abusive', 'Pretends to be someone else', 'False or misleading', 'Other'];

const asMember = (mine: boolean | undefined) =>
  renderWithProviders(<ReportButton kind="vacancy" id="v1" label="Report this vacancy" mine={mine} />, { route: '/vacancy/v1', path: '/vacancy/:vacancyId', token: 'tok' });

async function openDialog(user: ReturnType<typeof asMember>['user']) {
  await user.click(screen.getByRole('button', { name: 'Report this vacancy' }));
  return screen.findByRole('dialog', { name: 'Report this vacancy' });
}


describe('ReportButton', () => {
  it('leads a visitor to the login and back, and shows nothing to the owner or while ownership is not known', () => {
    const visitor = renderWithProviders(<ReportButton kind="vacancy" id="v1" label="Report this vacancy" mine={undefined} />, { route: '/vacancy/v1', path: '/vacancy/:vacancyId' });
    expect(screen.getByRole('link', { name: 'Report this vacancy' })).toHaveAttribute('href', '/login?next=%2Fvacancy%2Fv1');
    visitor.unmount();
    for (const mine of [true, undefined]) {
      const owner = asMember(mine);
      expect(screen.queryByRole('button', { name: 'Report this vacancy' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Report this vacancy' })).not.toBeInTheDocument();
      owner.unmount();
    }
  });

  it('sends the chosen reason and the words, then thanks; "Other" needs words first', async () => {
    const api = stubApi({ 'POST /reports': { body: { data: { reported: true } } } });
    const { user } = asMember(false);
    const dialog = await openDialog(user);
    const reasons = within(dialog).getByRole('group', { name: 'Why are you reporting it?' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['spam', 'scam', 'offensive', 'impersonation', 'misleading', 'other']);
    expect(REASONS.map((name) => within(reasons).getByRole('radio', { name }))).toHaveLength(6);
    const sendButton = within(dialog).getByRole('button', { name: 'Send report' });
    expect(sendButton).toBeDisabled();

    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.click(sendButton);
    expect(await within(dialog).findByText(consoleMsg.reportTextRequired)).toBeInTheDocument();
    expect(api.calls('POST /reports')).toHaveLength(0);

    // The server trims the words (reports.test.ts).
    await user.type(within(dialog).getByRole('textbox', { name: /Details/ }), '  Asks for a fee first. ');
    await user.click(sendButton);
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(within(thanks).getByText('Your report was sent. Our team will look at it.')).toBeInTheDocument();
    expect(api.calls('POST /reports').map((call) => call.body)).toEqual([{ kind: 'vacancy', id: 'v1', reason: 'other', text: '  Asks for a fee first. ' }]);
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the member has reported the item already (409), and shows any other refusal in the form', async () => {
    let status = 400;
    stubApi({
      'POST /reports': () =>
        status === 409
          ? { status: 409, body: { message: consoleMsg.reportedVacancy, errors: { message: consoleMsg.reportedVacancy, error: 'alreadyReported' } } }
          : { status: 400, body: { message: consoleMsg.reportNotFound, errors: { message: consoleMsg.reportNotFound, error: 'validation' } } },
    });
    const { user } = asMember(false);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(consoleMsg.reportNotFound)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    status = 409;
    dialog = await openDialog(user);
    // Every opening starts afresh.
    expect(within(dialog).getByRole('radio', { name: 'Scam or fraud' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const already = await screen.findByRole('dialog', { name: 'Already reported' });
    expect(within(already).getByText(consoleMsg.reportedVacancy)).toBeInTheDocument();
  });

  it('is accessible (axe)', async () => {
    stubApi({});
    const { user } = asMember(false);
    expect(await violations(await openDialog(user))).toEqual([]);
  });
});
