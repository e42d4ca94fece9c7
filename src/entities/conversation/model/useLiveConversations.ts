import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveEvents, LiveEventType } from '@contracts/events';
import { readToken, sessionExpired } from '@/shared/auth';
import { INBOX, UNREAD, appendMessage, conversationApi, markSeen } from '../api/conversationApi';
import { openLiveStream, type LiveHandler } from './liveStream';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caches' thunks read the app's whole state
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/**
 * What an event of the live stream changes in the caches: a message joins its loaded history (once: replays and the
 * sender's own tabs dedupe by id), and the inbox and the count are read again; a read receipt moves "Seen"; a block or
 * an unblock reads the conversations again (who may write).
 */
export function applyLiveEvent<T extends LiveEventType>(dispatch: Dispatch, type: T, data: LiveEvents[T]): void {
  if (type === 'message') {
    const { conversationId, message } = data as LiveEvents['message'];
    dispatch(appendMessage(conversationId, message));
    dispatch(conversationApi.util.invalidateTags(message.mine ? [INBOX] : [INBOX, UNREAD]));
  } else if (type === 'read') {
    const { conversationId, readAt } = data as LiveEvents['read'];
    dispatch(markSeen(conversationId, readAt));
  } else if (type === 'block') {
    // A block holds between the two members, so every conversation of theirs is read again, not only this one.
    dispatch(conversationApi.util.invalidateTags(['Conversation']));
  }
}

/**
 * After a gap in the stream: read receipts and counts are not replayed, so they are read again; and so is every loaded
 * history, since the server replays only what came after the last event this tab received, and a tab that received
 * none before the gap would miss a message sent during it.
 */
export const refreshAfterGap =
  () =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caches' selectors read the app's whole state
  (dispatch: Dispatch, getState: () => any): void => {
    dispatch(conversationApi.util.invalidateTags([UNREAD, INBOX]));
    for (const conversationId of conversationApi.util.selectCachedArgsForQuery(getState(), 'getHistory')) {
      dispatch(conversationApi.endpoints.getHistory.initiate(conversationId, { forceRefetch: true })).unsubscribe();
    }
  };

/** What else the tab's one stream feeds: other caches' events (a `notice`), and what they read again after a gap. */
export interface AlsoLive {
  onEvent?: LiveHandler;
  onReconnect?: () => void;
}

/**
 * Keeps the member's live stream open while mounted (the header does it for a signed-in member), feeding the caches
 * (the conversations', and `also`'s); a refused ticket signs the tab out.
 */
export function useLiveConversations(token: string | null, also?: AlsoLive): void {
  const dispatch = useDispatch<Dispatch>();
  // Read at each event: a new object each render does not reopen the stream.
  const alsoRef = useRef(also);
  alsoRef.current = also;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return undefined;
    return openLiveStream({
      token: () => (readToken() === token ? token : null),
      onEvent: (type, data) => {
        applyLiveEvent(dispatch, type, data);
        alsoRef.current?.onEvent?.(type, data);
      },
      onReconnect: () => {
        dispatch(refreshAfterGap());
        alsoRef.current?.onReconnect?.();
      },
      // The session ended elsewhere (the sessions list, a password change): this tab signs out at once.
      onSessionEnded: () => {
        if (readToken() === token) dispatch(sessionExpired());
      },
    });
  }, [dispatch, token]);
}
