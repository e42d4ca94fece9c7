export { queueApi, useGetQueueItemQuery, useGetQueueQuery, useHideReportedContentMutation, useResolveQueueItemMutation, useSuspendReportedMemberMutation } from './api/queueApi';
