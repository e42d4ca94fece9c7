import { act, screen, waitFor } from '@testing-library/react';
import { makeProfile } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import MemberActions from './MemberActions';

/** An EventSource stand-in: the tab's stream, whose events the test sends. */
class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(public url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data), lastEventId: '' } as MessageEvent);
  }
}

beforeEach(() => {
  FakeSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeSource;
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { EventSource?: unknown }).EventSource;
});

describe('the header’s member actions', () => {
  it('keep the bell’s count live through the tab’s one stream', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile() } },
      'GET /conversations/unread': { body: { data: { unread: 0 } } },
      'GET /notifications': { body: { data: { items: [], unread: 1, more: false } } },
      'POST /events/ticket': { body: { data: { ticket: 'k' } } },
    });
    // The stream asks for its ticket at a path of the page's origin (fetch in the browser resolves it; Node's does not).
    const answer = api.spy.getMockImplementation()!;
    api.spy.mockImplementation((input, init) => answer(typeof input === 'string' ? new URL(input, window.location.origin) : input, init));
    renderWithProviders(<MemberActions />, { token: 't' });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await screen.findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    act(() => FakeSource.opened[0]!.emit('notice', { unread: 4 }));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toHaveTextContent('4');
  });
});
