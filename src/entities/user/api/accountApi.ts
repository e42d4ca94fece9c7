import type {
  AccountUpdatePayload,
  LoginPayload,
  PasswordUpdatePayload,
  SignupPayload,
  TokenResponse,
} from '@contracts/auth';
import type { Locale } from '@contracts/locale';
import type { LoginResponse } from '@contracts/two-factor';
import { ACCOUNT_PATHS, type LoggedOut, type MyProfile, type PasswordUpdated } from '@contracts/user';
import { baseApi, robotProofHeaders as robotHeaders, type WithRobotProof } from '@/shared/api';

/**
 * The account calls of docs/reference.md#api. Request slots of docs/reference.md#data (login, signup) are
 * the mutation state of these endpoints under `fixedCacheKey` 'login' / 'signup'.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/login → data.data.token, or data.data.twoFactor.ticket when two-step sign-in is on */
    login: build.mutation<LoginResponse, WithRobotProof<LoginPayload>>({
      query: ({ body, proof }) => ({ url: '/auth/login', method: 'POST', body, headers: robotHeaders(proof) }),
      // Lists cached while logged out hide contact details; the new session sees them.
      invalidatesTags: (result) => (result && !('twoFactor' in result) ? ['Vacancy', 'Freelancer', 'Profile'] : []),
    }),
    /** POST /auth/register → data.data.token; success refreshes vacancy and freelancer lists (see docs/reference.md#states). */
    signup: build.mutation<TokenResponse, WithRobotProof<SignupPayload>>({
      query: ({ body, proof }) => ({ url: '/auth/register', method: 'POST', body, headers: robotHeaders(proof) }),
      invalidatesTags: (result) => (result ? ['Vacancy', 'Freelancer', 'Profile'] : []),
    }),
    /** POST /user/myprofile with only the changed fields; the profile is refetched afterwards. */
    updateMyProfile: build.mutation<MyProfile, AccountUpdatePayload>({
      query: (body) => ({ url: '/user/myprofile', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    /**
     * POST /user/password/update; a wrong current password answers errors.error 'invalidCurrentPwd'.
     * The profile is refetched: a password-first session (mustChangePassword) is over.
     */
    updatePassword: build.mutation<PasswordUpdated, PasswordUpdatePayload>({
      query: (body) => ({ url: '/user/password/update', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    /** PUT /user/language: the member's language, which their e-mails follow. */
    setLanguage: build.mutation<{ language: Locale }, Locale>({
      query: (language) => ({ url: ACCOUNT_PATHS.language, method: 'PUT', body: { language } }),
    }),
    /** POST /user/logout: ends this session on the server. */
    logout: build.mutation<LoggedOut, void>({
      query: () => ({ url: ACCOUNT_PATHS.logout, method: 'POST' }),
    }),
    /** POST /user/logout-all: ends every session of the account, this one included. */
    logoutAll: build.mutation<LoggedOut, void>({
      query: () => ({ url: ACCOUNT_PATHS.logoutAll, method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useUpdateMyProfileMutation,
  useUpdatePasswordMutation,
  useLogoutMutation,
  useLogoutAllMutation,
  useSetLanguageMutation,
} = accountApi;
