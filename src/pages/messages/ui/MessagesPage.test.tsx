import { fireEvent, screen, within } from '@testing-library/react';
import type { ConversationSummary, Message } from '@contracts/conversation';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { MessagesPage } from './MessagesPage';

/** A token whose subject is the viewer (drafts are kept per member). */
const TOKEN = `x.${btoa(JSON.stringify({ sub: 'me' }))}.y`;

const summary = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 'c-1',
  with: { id: 'u-2', firstName: 'Hana', lastName: 'Saleh' },
  subject: { kind: 'vacancy', id: 'v-1', title: 'Sales trainer' },
  last: { text: 'See you then', at: '2026-11-27T09:01:00.000Z', mine: true },
  unread: 0,
  blocked: false,
  ...over,
});

const message = (id: string, text: string, at: string, mine: boolean): Message => ({ id, text, at, mine, attachment: null });

function stub(seenAt: string | null = '2026-11-27T09:02:00.000Z') {
  return stubApi({
    'GET /conversations': {
      body: {
        data: {
          data: [summary(), summary({ id: 'c-2', with: { id: 'u-3', firstName: 'Omar', lastName: 'Aziz' }, subject: { kind: 'booking', id: 'b-1', reference: 'EC-1234' }, last: { text: 'Hello?', at: '2026-11-26T08:00:00.000Z', mine: false }, unread: 2 })],
          page: 0,
          hasMore: false,
          unread: 2,
        },
      },
    },
    'GET /conversations/c-1': { body: { data: summary() } },
    'GET /conversations/c-1/messages': {
      body: {
        data: {
          data: [message('m-1', 'Here is the brief: https://example.com/brief and javascript:alert(1)', '2026-11-27T09:00:00.000Z', false), message('m-2', 'See you then', '2026-11-27T09:01:00.000Z', true)],
          hasMore: false,
          seenAt,
        },
      },
    },
    'POST /conversations/c-1/read': { body: { data: { readAt: '2026-11-27T09:03:00.000Z' } } },
    'GET /conversations/unread': { body: { data: { unread: 0 } } },
    'POST /conversations/c-1/messages': (request) => ({ status: 201, body: { data: message('m-3', (request.body as { text: string }).text, '2026-11-27T09:04:00.000Z', true) } }),
  });
}

describe('MessagesPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('lists the conversations with the other member, the subject, the last line ("You: " when mine) and the unread count', async () => {
    stub();
    renderWithProviders(<MessagesPage />, { route: '/messages', path: '/messages/:conversationId?', token: TOKEN });
    const inbox = await screen.findByRole('navigation', { name: 'Conversations' });
    const first = await within(inbox).findByRole('link', { name: /Hana Saleh/ });
    expect(first).toHaveTextContent('Vacancy: Sales trainer');
    expect(first).toHaveTextContent('You: See you then');
    const second = within(inbox).getByRole('link', { name: /Omar Aziz/ });
    expect(second).toHaveTextContent('Booking EC-1234');
    expect(within(second).getByLabelText('2 unread messages')).toHaveTextContent('2');
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('shows the history with safe links and "Seen", marks it read, and sends with Ctrl+Enter', async () => {
    const api = stub();
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    const history = await screen.findByRole('region', { name: 'Messages with Hana Saleh' });
    const link = await within(history).findByRole('link', { name: 'https://example.com/brief' });
    expect(link).toHaveAttribute('href', 'https://example.com/brief');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(history).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(history).getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
    expect(within(history).getByText('Seen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vacancy: Sales trainer' })).toHaveAttribute('href', '/vacancy/v-1');
    await screen.findByRole('heading', { name: 'Hana Saleh' });
    expect(api.calls('POST /conversations/c-1/read')).toHaveLength(1);

    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Thanks, got it');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(history).findByText('Thanks, got it')).toBeInTheDocument();
    expect(api.calls('POST /conversations/c-1/messages')[0]?.body).toEqual({ text: 'Thanks, got it' });
    expect(box).toHaveValue('');
    // "Seen" is under the viewer's last message only once the other member has read it.
    expect(within(history).queryByText('Seen')).toBeNull();
  });

  it('keeps the unsent words of a conversation when the member leaves and comes back', async () => {
    stub(null);
    const first = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await first.user.type(box, 'Half a thought');
    first.unmount();
    renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('Half a thought');
    expect(screen.queryByText('Seen')).toBeNull();
  });

  it('refuses a file that is not a PDF or an image, and shows a chosen one with a way to remove it', async () => {
    stub();
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    const input = await screen.findByLabelText('Attach a PDF or an image');
    // A browser's picker can still hand over another kind of file ("All files").
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Please choose a PDF or an image (JPEG, PNG or WebP).')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('brief.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    expect(screen.queryByText('brief.pdf')).toBeNull();
  });
});
