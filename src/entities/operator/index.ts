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
