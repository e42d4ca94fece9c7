import type { ForgotPasswordPayload, SentResponse } from '@contracts/auth';
import { baseApi, robotProofHeaders, type WithRobotProof } from '@/shared/api';

export const forgotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /unauth/password/new {email}; errors are read from errors.message (see docs/reference.md#api). */
    requestNewPassword: build.mutation<SentResponse, WithRobotProof<ForgotPasswordPayload>>({
      query: ({ body, proof }) => ({ url: '/unauth/password/new', method: 'POST', body, headers: robotProofHeaders(proof) }),
    }),
  }),
});

export const { useRequestNewPasswordMutation } = forgotApi;
