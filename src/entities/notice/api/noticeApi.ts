import { ALERT_PATHS, type Notice, type NoticesPage, type ReadNotices } from '@contracts/alerts';
import { baseApi } from '@/shared/api';

/**
 * The tags: the list's pages and the bell's count, as the member's own data (Profile: the home page's JavaScript lists
 * every tag type; signing in as someone else invalidates Profile, and with it these).
 */
export const NOTICE_LIST = { type: 'Profile', id: 'NOTICES' } as const;
export const NOTICE_COUNT = { type: 'Profile', id: 'NOTICE_COUNT' } as const;

/** Marks notices read in the loaded pages: some by id, or all. */
const markInPages = (pages: NoticesPage[], read: ReadNotices, at: string) => {
  const ids = 'ids' in read ? new Set(read.ids) : null;
  for (const page of pages) for (const notice of page.items) if (!notice.readAt && (!ids || ids.has(notice.id))) notice.readAt = at;
};

/**
 * The member's notification centre (contracts/alerts.ts). The bell's count is its own small cache, kept by the live
 * stream's `notice` event (../model/live.ts); the list is read when it is open.
 */
export const noticeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /notifications?page=0, its unread count only: the bell's number. */
    getNoticeCount: build.query<number, void>({
      query: () => `${ALERT_PATHS.notices}?page=0`,
      transformResponse: (page: NoticesPage) => page.unread,
      providesTags: [NOTICE_COUNT],
    }),
    /** GET /notifications?page=N: newest first, NOTICES_PAGE_SIZE a page ("Show more" asks for the next). */
    getNotices: build.infiniteQuery<NoticesPage, void, number>({
      query: ({ pageParam }) => `${ALERT_PATHS.notices}?page=${pageParam}`,
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, _all, lastParam) => (last.more ? lastParam + 1 : undefined),
      },
      providesTags: [NOTICE_LIST],
      // The page read last has the freshest count: the bell shows it too.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        const last = data?.pages.at(-1);
        if (last) dispatch(noticeApi.util.upsertQueryData('getNoticeCount', undefined, last.unread));
      },
    }),
    /** POST /notifications/read { ids } | { all: true } → { unread }: shown read at once, undone if refused. */
    readNotices: build.mutation<{ unread: number }, ReadNotices>({
      query: (body) => ({ url: ALERT_PATHS.noticesRead, method: 'POST', body }),
      async onQueryStarted(read, { dispatch, getState, queryFulfilled }) {
        const at = new Date().toISOString();
        const pages = dispatch(noticeApi.util.updateQueryData('getNotices', undefined, (data) => markInPages(data.pages, read, at)));
        const before = noticeApi.endpoints.getNoticeCount.select()(getState() as never).data;
        if (before !== undefined && 'all' in read) dispatch(noticeApi.util.upsertQueryData('getNoticeCount', undefined, 0));
        try {
          const { data } = await queryFulfilled;
          dispatch(noticeApi.util.upsertQueryData('getNoticeCount', undefined, data.unread));
        } catch {
          pages.undo();
          if (before !== undefined) dispatch(noticeApi.util.upsertQueryData('getNoticeCount', undefined, before));
        }
      },
    }),
  }),
});

export const { useGetNoticeCountQuery, useGetNoticesInfiniteQuery, useReadNoticesMutation } = noticeApi;
export type { Notice };
