import { MESSAGE_FILE_FIELD, type ConversationSummary, type Message, type MessagesPage } from '@contracts/conversation';
import { baseApi } from '@/shared/api';

/** GET /conversations?page=: a page of the inbox and the viewer's unread total. */
export interface InboxPage {
  data: ConversationSummary[];
  page: number;
  hasMore: boolean;
  unread: number;
}

/** POST /conversations: with whom, about what (a vacancy or a booking; neither: the freelancer's profile). */
export interface StartConversation {
  withUserId: string;
  vacancyId?: string;
  bookingId?: string;
}

/** POST /conversations/{id}/messages: text, and a file (then sent as multipart/form-data). */
export interface SendMessage {
  conversationId: string;
  text: string;
  file?: File | null;
}

const id = encodeURIComponent;

/** The tags: the inbox's list, and the header's count (one tag type for both: the home page's JavaScript lists every type). */
export const INBOX = { type: 'Conversation', id: 'LIST' } as const;
export const UNREAD = { type: 'Conversation', id: 'UNREAD' } as const;

/**
 * Conversations between members. Tags: the inbox (INBOX), each conversation's summary
 * ({Conversation, id}) and the header's count (UNREAD). A history is not tagged: it only grows, by the live stream
 * and by what the viewer sends (see ../model/liveCache.ts), so it is never refetched from scratch.
 */
export const conversationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /conversations?page=: newest activity first, 20 a page ("Load more" asks for the next). */
    getInbox: build.infiniteQuery<InboxPage, void, number>({
      query: ({ pageParam }) => `/conversations?page=${pageParam}`,
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
      },
      providesTags: (result) => [INBOX, ...(result?.pages.flatMap((page) => page.data.map((c) => ({ type: 'Conversation' as const, id: c.id }))) ?? [])],
    }),
    /** GET /conversations/{id}: one conversation's line (its other member, subject, unread, blocked). */
    getConversation: build.query<ConversationSummary, string>({
      query: (conversationId) => `/conversations/${id(conversationId)}`,
      providesTags: (_result, _error, conversationId) => [{ type: 'Conversation', id: conversationId }],
    }),
    /** GET /conversations/unread: the header's count. */
    getUnread: build.query<number, void>({
      query: () => '/conversations/unread',
      transformResponse: (payload: { unread: number }) => payload.unread,
      providesTags: [UNREAD],
    }),
    /** POST /conversations { withUserId, vacancyId?, bookingId? }: the pair's conversation about that subject (found or new). */
    startConversation: build.mutation<ConversationSummary, StartConversation>({
      query: (body) => ({ url: '/conversations', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(conversationApi.util.upsertQueryData('getConversation', data.id, data));
        dispatch(conversationApi.util.invalidateTags([INBOX]));
      },
    }),
    /** GET /conversations/{id}/messages?before=: 30 messages a page, each page oldest first; the next page is older. */
    getHistory: build.infiniteQuery<MessagesPage, string, string | null>({
      query: ({ queryArg, pageParam }) => `/conversations/${id(queryArg)}/messages${pageParam ? `?before=${id(pageParam)}` : ''}`,
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => (last.hasMore && last.data[0] ? last.data[0].id : undefined),
      },
      keepUnusedDataFor: 300,
    }),
    /** POST /conversations/{id}/messages { text } (JSON), or multipart/form-data with `text` and the file. */
    sendMessage: build.mutation<Message, SendMessage>({
      query: ({ conversationId, text, file }) => {
        const url = `/conversations/${id(conversationId)}/messages`;
        if (!file) return { url, method: 'POST', body: { text } };
        const form = new FormData();
        form.append('text', text);
        form.append(MESSAGE_FILE_FIELD, file);
        return { url, method: 'POST', body: form };
      },
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(appendMessage(conversationId, data));
        dispatch(conversationApi.util.invalidateTags([INBOX]));
      },
    }),
    /** POST /conversations/{id}/read: the viewer has read everything so far (the other member's "Seen"). */
    markRead: build.mutation<{ readAt: string }, string>({
      query: (conversationId) => ({ url: `/conversations/${id(conversationId)}/read`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [UNREAD, INBOX]),
    }),
    /** POST /conversations/{id}/block or /unblock: the other member can (no longer) write to the viewer. */
    setBlocked: build.mutation<ConversationSummary, { conversationId: string; blocked: boolean }>({
      query: ({ conversationId, blocked }) => ({ url: `/conversations/${id(conversationId)}/${blocked ? 'block' : 'unblock'}`, method: 'POST' }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(conversationApi.util.upsertQueryData('getConversation', conversationId, data));
        dispatch(conversationApi.util.invalidateTags([INBOX]));
      },
    }),
    /** POST /conversations/{id}/report { reason }: stored for an administrator. */
    reportConversation: build.mutation<{ reported: true }, { conversationId: string; reason: string }>({
      query: ({ conversationId, reason }) => ({ url: `/conversations/${id(conversationId)}/report`, method: 'POST', body: { reason } }),
    }),
  }),
});

/**
 * Adds a message to a loaded history (its newest page), unless it is there already: the live stream replays what a
 * client missed, and the sender's own message comes back on the stream too.
 */
export const appendMessage = (conversationId: string, message: Message) =>
  conversationApi.util.updateQueryData('getHistory', conversationId, (draft) => {
    if (draft.pages.some((page) => page.data.some((m) => m.id === message.id))) return;
    draft.pages[0]?.data.push(message);
  });

/** The other member read the conversation up to readAt. */
export const markSeen = (conversationId: string, readAt: string) =>
  conversationApi.util.updateQueryData('getHistory', conversationId, (draft) => {
    for (const page of draft.pages) if (!page.seenAt || page.seenAt < readAt) page.seenAt = readAt;
  });

export const {
  useGetInboxInfiniteQuery,
  useGetConversationQuery,
  useGetUnreadQuery,
  useStartConversationMutation,
  useGetHistoryInfiniteQuery,
  useSendMessageMutation,
  useMarkReadMutation,
  useSetBlockedMutation,
  useReportConversationMutation,
} = conversationApi;
