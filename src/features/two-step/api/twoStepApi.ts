import type { TokenResponse } from '@contracts/auth';
import { TWO_FACTOR_PATHS, type RecoveryCodes, type TotpSetup, type TwoFactorStatus } from '@contracts/two-factor';
import { baseApi } from '@/shared/api';

/** Two-step sign-in: My Account's switch and the login's code step. */
export const twoStepApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/2fa */
    twoStepStatus: build.query<TwoFactorStatus, void>({
      query: () => TWO_FACTOR_PATHS.status,
    }),
    /** POST /user/2fa/totp: a new secret and its QR code. */
    startTotp: build.mutation<TotpSetup, void>({
      query: () => ({ url: TWO_FACTOR_PATHS.totp, method: 'POST', body: {} }),
    }),
    /** POST /user/2fa/totp/confirm: on, with the recovery codes shown once. */
    confirmTotp: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.confirm, method: 'POST', body }),
    }),
    /** DELETE /user/2fa/totp */
    disableTotp: build.mutation<TwoFactorStatus, { code: string }>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.totp, method: 'DELETE', body }),
    }),
    /** POST /auth/login/2fa: the login's second step answers as a login does. */
    loginWithCode: build.mutation<TokenResponse, { ticket: string; code: string }>({
      query: (body) => ({ url: TWO_FACTOR_PATHS.login, method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Vacancy', 'Freelancer', 'Profile'] : []),
    }),
  }),
});

export const { useTwoStepStatusQuery, useStartTotpMutation, useConfirmTotpMutation, useDisableTotpMutation, useLoginWithCodeMutation } = twoStepApi;
