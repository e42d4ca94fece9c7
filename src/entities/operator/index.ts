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
