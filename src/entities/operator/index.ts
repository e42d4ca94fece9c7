export {
  accountsApi,
  useChangeAccountRoleMutation,
  useEndAccountSessionsMutation,
  useGetAccountQuery,
  useResendAccountVerificationMutation,
  useRestoreAccountMutation,
  useSearchAccountsQuery,
  useSuspendAccountMutation,
} from './api/accountsApi';
export { reportsApi, useReportItemMutation } from './api/reportsApi';
export { queueApi, useGetQueueItemQuery, useGetQueueQuery, useHideReportedContentMutation, useResolveQueueItemMutation, useSuspendReportedMemberMutation } from './api/queueApi';
export { statsApi, useGetMarketplaceStatsQuery } from './api/statsApi';
export { auditApi, auditLogSearch, useGetAuditLogQuery, type AuditLogQuery } from './api/auditApi';
export { verifiedCompaniesApi, useGetVerifiedCompaniesQuery, useRevokeCompanyBadgeMutation } from './api/verifiedCompaniesApi';
