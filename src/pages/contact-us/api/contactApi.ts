import type { ContactPayload, SentResponse } from '@contracts/auth';
import { baseApi, robotProofHeaders, type WithRobotProof } from '@/shared/api';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/contact-us; the request slot 'contactUs' of docs/reference.md#data is its state. */
    contactUs: build.mutation<SentResponse, WithRobotProof<ContactPayload>>({
      query: ({ body, proof }) => ({ url: '/auth/contact-us', method: 'POST', body, headers: robotProofHeaders(proof) }),
    }),
  }),
});

export const { useContactUsMutation } = contactApi;
