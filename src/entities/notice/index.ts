export { noticeApi, useGetNoticeCountQuery, useGetNoticesInfiniteQuery, useReadNoticesMutation, type Notice } from './api/noticeApi';
export { applyNoticeEvent, refreshNotices } from './model/live';
export type { NoticeKind, NoticesPage } from '@contracts/alerts';
