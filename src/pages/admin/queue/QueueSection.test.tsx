import { screen, waitFor, within } from '@testing-library/react';
import type { QueueItemDetail, QueuePage } from '@contracts/queue';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { QueueSection } from './QueueSection';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
const page: QueuePage = {
  page: 0,
  total: 3,
  totalPages: 1,
  counts: { account: 1, freelancer: 0, vacancy: 0, report: 2 },
  data: [
    { kind: 'account', id: 'acc-1', since: at(1), title: 'Nour Newcomer' },
    { kind: 'report', id: 'rep-1', since: at(2), title: 'Najd Retail', reportKind: 'company', reason: 'scam' },
    { kind: 'conversationReport', id: 'conv-rep-1', since: at(3), title: 'Omar Saleh', reportKind: 'conversation', reason: 'Threats' },
  ],
};
const member = { id: 'user-2', name: 'Omar Saleh', email: 'omar@example.test' };
const reporter = { id: 'user-3', name: 'Rana Reporter', email: 'rana@example.test' };
const conversationItem: QueueItemDetail = {
  item: page.data[2],
  actions: ['dismiss', 'warn', 'suspend'],
  member,
  memberSuspended: false,
  report: { reason: 'Threats', text: '', createdAt: at(3), reporter, openReports: 1 },
  conversation: {
    id: 'conv-1',
    subjectTitle: 'Leadership trainer',
    before: true,
    after: false,
    messages: [
      { id: 'm1', senderId: 'user-2', senderName: 'Omar Saleh', text: 'سأجدك', createdAt: at(2), attachmentName: null },
      { id: 'm2', senderId: 'user-3', senderName: 'Rana Reporter', text: 'Please stop.', createdAt: at(4), attachmentName: null },
    ],
  },
};
const companyItem: QueueItemDetail = {
  item: page.data[1],
  actions: ['dismiss', 'warn', 'hide', 'suspend'],
  member,
  memberSuspended: false,
  report: { reason: 'scam', text: 'They asked me for a fee.', createdAt: at(2), reporter, openReports: 2 },
  company: { id: 'company-1', name: 'Najd Retail', logo: null, verified: false, about: 'Shops.', industry: '', size: '', country: 'Saudi Arabia', city: 'Riyadh', website: '', foundedYear: null, domain: null } as unknown as QueueItemDetail['company'],
};

function renderQueue(route: string, routes: Record<string, StubRoute> = {}) {
  const api = stubApi({ 'GET /admin/queue': { body: { data: page } }, ...routes });
  return { ...renderWithProviders(<QueueSection />, { route, path: '/admin/queue/*', token: 'tok-1' }), api };
}

describe('the console queue section', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists what waits oldest first, with each kind’s count, and asks the server for one kind', async () => {
    const { user, api } = renderQueue('/admin/queue');
    const list = await screen.findByRole('list', { name: 'Items waiting' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Account awaiting approvalNour Newcomer', 'Reported company pageNajd Retail', 'Reported conversationOmar Saleh']);
    expect(within(rows[1]).getByText('Scam or fraud')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Threats').closest('bdi')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Reports 2' }));
    await waitFor(() => expect(api.calls('GET /admin/queue').at(-1)?.url.searchParams.get('kind')).toBe('report'));
    expect(screen.getByRole('button', { name: 'Reports 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a reported conversation’s messages isolated, and warns only with a reason', async () => {
    const resolved = { ...conversationItem, actions: [] };
    let warned = false;
    const { user, api } = renderQueue('/admin/queue/conversationReport/conv-rep-1', {
      'GET /admin/queue/conversationReport/conv-rep-1': () => ({ body: { data: warned ? resolved : conversationItem } }),
      'POST /admin/queue/conversationReport/conv-rep-1/resolve': () => {
        warned = true;
        return { body: { data: resolved } };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Omar Saleh' })).toBeInTheDocument();
    expect(screen.getByText('Leadership trainer')).toBeInTheDocument();
    expect(screen.getByText('سأجدك')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('سأجدك')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('Earlier messages are not shown.')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('سأجدك'), 'The report was made here', expect.stringContaining('Please stop.')]);

    await user.click(screen.getByRole('button', { name: 'Warn the member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn the reported member' });
    await user.click(within(dialog).getByRole('button', { name: 'Warn the member' }));
    expect(await within(dialog).findByText('Please write the reason.')).toBeInTheDocument();
    expect(api.calls('POST /admin/queue/conversationReport/conv-rep-1/resolve')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No threats, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Warn the member' }));
    await waitFor(() => expect(api.calls('POST /admin/queue/conversationReport/conv-rep-1/resolve').map((c) => c.body)).toEqual([{ action: 'warn', reason: 'No threats, please.' }]));
    expect(await screen.findByText('Done. The item has left the queue.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Omar Saleh' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Warn the member' })).toBeNull());
  });

  it('hides a reported company page through the content’s hide call, and suspends before closing the report', async () => {
    const { user, api } = renderQueue('/admin/queue/report/rep-1', {
      'GET /admin/queue/report/rep-1': { body: { data: companyItem } },
      'POST /admin/content/company/company-1/hide': { body: { data: { hidden: true } } },
      'POST /admin/users/user-2/suspend': { body: { data: { suspended: true } } },
      'POST /admin/queue/report/rep-1/resolve': { body: { data: { ...companyItem, actions: [] } } },
    });
    expect(await screen.findByText('They asked me for a fee.')).toBeInTheDocument();
    expect(screen.getByText('Rana Reporter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide the reported content' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'A fake company.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(api.calls('POST /admin/content/company/company-1/hide').map((c) => c.body)).toEqual([{ reason: 'A fake company.' }]));
    expect(api.calls('POST /admin/queue/report/rep-1/resolve')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Suspend the account' }));
    dialog = await screen.findByRole('dialog', { name: "Suspend the reported member's account" });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fraud.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    await waitFor(() => expect(api.calls('POST /admin/queue/report/rep-1/resolve').map((c) => c.body)).toEqual([{ action: 'suspend', reason: 'Fraud.' }]));
    expect(api.calls('POST /admin/users/user-2/suspend').map((c) => c.body)).toEqual([{ reason: 'Fraud.' }]);
  });
});
