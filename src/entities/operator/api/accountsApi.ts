import { OPERATOR_PATHS, type OperatorRole } from '@contracts/operator';
import type { AccountDetail, AccountSearchPage } from '@contracts/operator-accounts';
import { baseApi } from '@/shared/api';

/** A console path with the account's id in it. */
const accountPath = (path: string, userId: string) => path.replace(':userId', encodeURIComponent(userId));

type ReasonArgs = { userId: string; reason: string };
const account = (userId: string) => [{ type: 'OperatorAccount' as const, id: userId }, { type: 'OperatorAccount' as const, id: 'LIST' }];

/**
 * The console's Accounts: search, one account, and its actions (each refreshes the account and the search). Its tag
 * type is added here, not in the base api, so nothing of the console reaches the home page's first chunk.
 */
export const accountsApi = baseApi.enhanceEndpoints({ addTagTypes: ['OperatorAccount'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/users?q=&page=: by name, e-mail, a whole id or a booking reference; newest first. */
    searchAccounts: build.query<AccountSearchPage, { q: string; page: number }>({
      query: ({ q, page }) => `${OPERATOR_PATHS.users}?${new URLSearchParams({ q, page: String(page) })}`,
      providesTags: [{ type: 'OperatorAccount', id: 'LIST' }],
    }),
    /** GET /admin/users/{userId}. */
    getAccount: build.query<AccountDetail, string>({
      query: (userId) => accountPath(OPERATOR_PATHS.user, userId),
      providesTags: (_result, _error, userId) => [{ type: 'OperatorAccount', id: userId }],
    }),
    /** POST …/end-sessions { reason }. */
    endAccountSessions: build.mutation<unknown, ReasonArgs>({
      query: ({ userId, reason }) => ({ url: accountPath(OPERATOR_PATHS.endSessions, userId), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : account(userId)),
    }),
    /** POST …/resend-verification { reason }. */
    resendAccountVerification: build.mutation<unknown, ReasonArgs>({
      query: ({ userId, reason }) => ({ url: accountPath(OPERATOR_PATHS.resendVerification, userId), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : account(userId)),
    }),
    /** POST …/suspend { reason } (password within 15 minutes: the re-ask prompt sends it again). */
    suspendAccount: build.mutation<unknown, ReasonArgs>({
      query: ({ userId, reason }) => ({ url: accountPath(OPERATOR_PATHS.suspend, userId), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : account(userId)),
    }),
    /** POST …/restore { reason }. */
    restoreAccount: build.mutation<unknown, ReasonArgs>({
      query: ({ userId, reason }) => ({ url: accountPath(OPERATOR_PATHS.restore, userId), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : account(userId)),
    }),
    /** PUT …/role { role, reason } (administrators, password within 15 minutes). */
    changeAccountRole: build.mutation<unknown, ReasonArgs & { role: OperatorRole | null }>({
      query: ({ userId, role, reason }) => ({ url: accountPath(OPERATOR_PATHS.role, userId), method: 'PUT', body: { role, reason } }),
      invalidatesTags: (_result, error, { userId }) => (error ? [] : account(userId)),
    }),
  }),
});

export const {
  useSearchAccountsQuery,
  useGetAccountQuery,
  useEndAccountSessionsMutation,
  useResendAccountVerificationMutation,
  useSuspendAccountMutation,
  useRestoreAccountMutation,
  useChangeAccountRoleMutation,
} = accountsApi;
