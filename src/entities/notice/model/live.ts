import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveEvents } from '@contracts/events';
import { NOTICE_COUNT, NOTICE_LIST, noticeApi } from '../api/noticeApi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caches' thunks read the app's whole state
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/**
 * The live stream's `notice` event: the bell shows the count it carries, and an open list is read again (a list not
 * shown is dropped from the cache, so it is read afresh when it opens).
 */
export function applyNoticeEvent(dispatch: Dispatch, { unread }: LiveEvents['notice']): void {
  dispatch(noticeApi.util.upsertQueryData('getNoticeCount', undefined, unread));
  dispatch(noticeApi.util.invalidateTags([NOTICE_LIST]));
}

/** After a gap in the stream (counts are not replayed): the count and an open list are read again. */
export function refreshNotices(dispatch: Dispatch): void {
  dispatch(noticeApi.util.invalidateTags([NOTICE_COUNT, NOTICE_LIST]));
}
