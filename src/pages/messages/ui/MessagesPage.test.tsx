import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConversationSummary, Message } from '@contracts/conversation';
import { renderWithProviders, stubApi, type StubRoute } from '@/shared/lib/test';
import { browserInZone } from '@/shared/lib/test/timeZone';
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
  blockedByOther: false,
  ...over,
});

const message = (id: string, text: string, at: string, mine: boolean): Message => ({ id, text, at, mine, attachment: null });

function stub(seenAt: string | null = '2026-11-27T09:02:00.000Z', more: Record<string, StubRoute> = {}) {
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
    ...more,
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

  it('shows the host a link really opens, asks before leaving Khibra for another site, and opens a Khibra link directly', async () => {
    const seenAt = null;
    stub(seenAt, {
      'GET /conversations/c-1/messages': {
        body: { data: { data: [message('m-1', 'Sign in at https://аpple.com/login or see http://localhost/vacancies', '2026-11-27T09:00:00.000Z', false)], hasMore: false, seenAt } },
      },
    });
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    const history = await screen.findByRole('region', { name: 'Messages with Hana Saleh' });
    const outside = await within(history).findByRole('link', { name: 'https://xn--pple-43d.com/login' });
    expect(outside).toHaveAttribute('href', 'https://xn--pple-43d.com/login');
    const own = within(history).getByRole('link', { name: 'http://localhost/vacancies' });
    expect(own).not.toHaveAttribute('target');

    await user.click(outside);
    const dialog = await screen.findByRole('dialog', { name: 'Leaving Khibra' });
    expect(dialog).toHaveTextContent('You are leaving Khibra for \u2068xn--pple-43d.com\u2069');
    const go = within(dialog).getByRole('link', { name: 'Continue' });
    expect(go).toHaveAttribute('href', 'https://xn--pple-43d.com/login');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Leaving Khibra' })).toBeNull();
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

  it('heads each day with "Today", "Yesterday" or its date in the viewer\'s zone, and shows only the time on a message', async () => {
    // The clock first: the fake one wraps Intl, and the test browser's zone wraps that.
    jest.useFakeTimers({ now: new Date('2026-11-28T10:00:00.000Z'), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
    const undo = browserInZone('Asia/Riyadh');
    try {
      stub(null, {
        'GET /conversations/c-1/messages': {
          body: {
            data: {
              // 21:30 UTC on the 25th is 00:30 on the 26th in Riyadh.
              data: [message('m-1', 'Early', '2026-11-25T21:30:00.000Z', false), message('m-2', 'Noon', '2026-11-27T09:00:00.000Z', true), message('m-3', 'Later', '2026-11-27T10:00:00.000Z', false), message('m-4', 'Now', '2026-11-28T09:01:00.000Z', true)],
              hasMore: false,
              seenAt: null,
            },
          },
        },
      });
      renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
      const history = await screen.findByRole('region', { name: 'Messages with Hana Saleh' });
      await within(history).findByText('Early');
      const items = within(history).getAllByRole('listitem').map((item) => item.textContent ?? '');
      expect(items).toHaveLength(7);
      expect([items[0], items[2], items[5]]).toEqual(['Thursday, 26 November 2026', 'Yesterday', 'Today']);
      expect(items[1]).toBe('Early12:30 AM');
      expect(items[3]).toBe('You: Noon12:00 PM');
      expect(items[4]).toBe('Later01:00 PM');
      expect(items[6]).toBe('You: Now12:01 PM');
    } finally {
      undo();
      jest.useRealTimers();
    }
  });

  it('sends with Enter on a desktop and starts a new line with Shift+Enter', async () => {
    const api = stub();
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Line one');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('Line one\n');
    expect(api.calls('POST /conversations/c-1/messages')).toHaveLength(0);
    await user.type(box, 'two{Enter}');
    await waitFor(() => expect(api.calls('POST /conversations/c-1/messages')).toHaveLength(1));
    expect(api.calls('POST /conversations/c-1/messages')[0]?.body).toEqual({ text: 'Line one\ntwo' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('on a phone, Enter starts a new line and the Send button sends', async () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query.includes('pointer: coarse'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
    try {
      const api = stub();
      const { user } = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
      const box = await screen.findByRole('textbox', { name: 'Your message' });
      await user.type(box, 'First{Enter}second');
      expect(box).toHaveValue('First\nsecond');
      expect(api.calls('POST /conversations/c-1/messages')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(api.calls('POST /conversations/c-1/messages')).toHaveLength(1));
      expect(api.calls('POST /conversations/c-1/messages')[0]?.body).toEqual({ text: 'First\nsecond' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('blocks only after the member confirms, then says so in the conversation with a way to unblock', async () => {
    const api = stub(null, { 'POST /conversations/c-1/block': { body: { data: summary({ blocked: true }) } } });
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Conversation actions' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block \u2068Hana Saleh\u2069?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /conversations/c-1/block')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Conversation actions' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(api.calls('POST /conversations/c-1/block')).toHaveLength(1));
    expect(await screen.findByText(/You blocked .*Hana Saleh.*\. They cannot write to you\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled();
  });

  it('shows a blocked member that they cannot reply as soon as the conversation opens, the composer disabled', async () => {
    stub(null, { 'GET /conversations/c-1': { body: { data: summary({ blockedByOther: true }) } } });
    renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(screen.getByText(/You can no longer reply to .*Hana Saleh/)).toBeInTheDocument();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(expect.stringMatching(/You can no longer reply/));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says once that a refused message cannot be sent, and the conversation turns to its blocked state', async () => {
    const refusal = 'You cannot write to this member.';
    let blocked = false;
    stub(null, {
      'GET /conversations/c-1': () => ({ body: { data: summary({ blockedByOther: blocked }) } }),
      'POST /conversations/c-1/messages': () => {
        blocked = true;
        return { status: 403, body: { message: refusal, errors: { message: refusal, error: 'forbidden' }, _code: 403, _message: refusal } };
      },
    });
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages/c-1', path: '/messages/:conversationId?', token: TOKEN });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Are you there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toBeDisabled());
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.getByText(/You can no longer reply to/)).toBeInTheDocument();
  });
});
