import type { Message } from '@contracts/conversation';
import { waitFor } from '@testing-library/react';
import { setupTestStore, stubApi, type StubRoute } from '@/shared/lib/test';
import { conversationApi } from '../api/conversationApi';
import { applyLiveEvent, refreshAfterGap } from './useLiveConversations';

const message = (id: string, at: string, mine = false, text = `text ${id}`): Message => ({ id, text, at, mine, attachment: null });

describe('live events in the caches', () => {
  afterEach(() => jest.restoreAllMocks());

  async function loaded(later: Message[] = [], more: Record<string, StubRoute> = {}) {
    let reads = 0;
    const api = stubApi({
      // What the server holds: after the first reading, also what was sent meanwhile.
      'GET /conversations/c-1/messages': () => {
        reads += 1;
        const data = [message('m-1', '2026-11-27T09:00:00.000Z'), message('m-2', '2026-11-27T09:01:00.000Z', true), ...(reads > 1 ? later : [])];
        return { body: { data: { data, hasMore: false, seenAt: null } } };
      },
      'GET /conversations/unread': { body: { data: { unread: 0 } } },
      'GET /conversations': { body: { data: { data: [], page: 0, hasMore: false, unread: 0 } } },
      ...more,
    });
    const store = setupTestStore();
    await store.dispatch(conversationApi.endpoints.getHistory.initiate('c-1'));
    await store.dispatch(conversationApi.endpoints.getUnread.initiate());
    const history = () => conversationApi.endpoints.getHistory.select('c-1')(store.getState()).data;
    return { api, store, history };
  }

  it('appends a new message to a loaded history once, however often it comes (replays, the sender’s tabs)', async () => {
    const { store, history } = await loaded();
    const event = { conversationId: 'c-1', message: message('m-3', '2026-11-27T09:02:00.000Z') };
    applyLiveEvent(store.dispatch, 'message', event);
    applyLiveEvent(store.dispatch, 'message', event);
    applyLiveEvent(store.dispatch, 'message', { conversationId: 'c-1', message: message('m-1', '2026-11-27T09:00:00.000Z') });
    expect(history()?.pages[0]?.data.map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3']);
  });

  it('reads the count again when a message from the other member arrives, and not for one of the viewer’s own', async () => {
    const { api, store } = await loaded();
    const counts = () => api.calls('GET /conversations/unread').length;
    expect(counts()).toBe(1);
    applyLiveEvent(store.dispatch, 'message', { conversationId: 'c-9', message: message('m-9', '2026-11-27T09:05:00.000Z', true) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counts()).toBe(1);
    applyLiveEvent(store.dispatch, 'message', { conversationId: 'c-9', message: message('m-10', '2026-11-27T09:06:00.000Z') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(counts()).toBe(2);
  });

  it('moves "Seen" forward on a read receipt, never back', async () => {
    const { store, history } = await loaded();
    applyLiveEvent(store.dispatch, 'read', { conversationId: 'c-1', readAt: '2026-11-27T09:03:00.000Z' });
    expect(history()?.pages[0]?.seenAt).toBe('2026-11-27T09:03:00.000Z');
    applyLiveEvent(store.dispatch, 'read', { conversationId: 'c-1', readAt: '2026-11-27T08:00:00.000Z' });
    expect(history()?.pages[0]?.seenAt).toBe('2026-11-27T09:03:00.000Z');
  });

  it('reads an open conversation again when one of its members blocks the other, so the composer follows at once', async () => {
    let blocked = false;
    const { store } = await loaded([], {
      'GET /conversations/c-1': () => ({ body: { data: { id: 'c-1', with: { id: 'u-2', firstName: 'Hana', lastName: 'Saleh' }, subject: { kind: 'profile' }, last: null, unread: 0, blocked: false, blockedByOther: blocked } } }),
    });
    await store.dispatch(conversationApi.endpoints.getConversation.initiate('c-1'));
    const summary = () => conversationApi.endpoints.getConversation.select('c-1')(store.getState()).data;
    expect(summary()?.blockedByOther).toBe(false);
    blocked = true;
    applyLiveEvent(store.dispatch, 'block', { conversationId: 'c-1' });
    await waitFor(() => expect(summary()?.blockedByOther).toBe(true));
  });

  it('leaves a history nobody loaded alone', async () => {
    const { store } = await loaded();
    applyLiveEvent(store.dispatch, 'message', { conversationId: 'c-2', message: message('m-5', '2026-11-27T09:02:00.000Z') });
    expect(conversationApi.endpoints.getHistory.select('c-2')(store.getState()).data).toBeUndefined();
  });

  it('reads a loaded history again after a gap, so a message sent while the stream was away shows without a reload', async () => {
    const { store, history } = await loaded([message('m-3', '2026-11-27T09:02:00.000Z')]);
    store.dispatch(refreshAfterGap());
    await waitFor(() => expect(history()?.pages[0]?.data.map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3']));
  });
});
