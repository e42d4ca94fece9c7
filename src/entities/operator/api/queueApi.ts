import { OPERATOR_PATHS, type HideableKind } from '@contracts/operator';
import type { QueueFilter, QueueItemDetail, QueueKind, QueuePage, ResolveQueueItem } from '@contracts/queue';
import { baseApi } from '@/shared/api';

const itemPath = (kind: QueueKind, id: string) => OPERATOR_PATHS.queueItem.replace(':kind', encodeURIComponent(kind)).replace(':id', encodeURIComponent(id));

/** The console's queue: what waits (with each tab's count), one item, its resolution; hiding and suspending from an item. */
export const queueApi = baseApi.enhanceEndpoints({ addTagTypes: ['Queue'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/queue?kind=&page=: oldest first. */
    getQueue: build.query<QueuePage, { kind: QueueFilter | null; page: number }>({
      query: ({ kind, page }) => `${OPERATOR_PATHS.queue}?${new URLSearchParams({ ...(kind ? { kind } : {}), page: String(page) })}`,
      providesTags: ['Queue'],
    }),
    /** GET /admin/queue/{kind}/{id}: the item with what is needed to judge it. */
    getQueueItem: build.query<QueueItemDetail, { kind: QueueKind; id: string }>({
      query: ({ kind, id }) => itemPath(kind, id),
      providesTags: ['Queue'],
    }),
    /** POST /admin/queue/{kind}/{id}/resolve { action, reason }: answers the item as it is now (no actions left). */
    resolveQueueItem: build.mutation<QueueItemDetail, { kind: QueueKind; id: string } & ResolveQueueItem>({
      query: ({ kind, id, action, reason }) => ({ url: `${itemPath(kind, id)}/resolve`, method: 'POST', body: { action, reason } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Queue']),
    }),
    /** POST /admin/content/{kind}/{id}/hide { reason }: hides a reported profile, vacancy or company page; its reports close. */
    hideReportedContent: build.mutation<unknown, { kind: HideableKind; id: string; reason: string }>({
      query: ({ kind, id, reason }) => ({ url: OPERATOR_PATHS.hideContent.replace(':kind', kind).replace(':id', encodeURIComponent(id)), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Queue']),
    }),
    /** POST /admin/users/{userId}/suspend { reason } (the password within 15 minutes: the page's fetch asks for it). */
    suspendReportedMember: build.mutation<unknown, { userId: string; reason: string }>({
      query: ({ userId, reason }) => ({ url: OPERATOR_PATHS.suspend.replace(':userId', encodeURIComponent(userId)), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Queue']),
    }),
  }),
});

export const { useGetQueueQuery, useGetQueueItemQuery, useResolveQueueItemMutation, useHideReportedContentMutation, useSuspendReportedMemberMutation } = queueApi;
