import type { InvitePayload, SentResponse } from '@contracts/auth';
import { baseApi, robotProofHeaders, type WithRobotProof } from '@/shared/api';

export const inviteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/invite-friend {emails}; the request slot 'inviteFriend' of docs/reference.md#data is its state. */
    inviteFriend: build.mutation<SentResponse & { invited: number }, WithRobotProof<InvitePayload>>({
      query: ({ body, proof }) => ({ url: '/auth/invite-friend', method: 'POST', body, headers: robotProofHeaders(proof) }),
    }),
  }),
});

export const { useInviteFriendMutation } = inviteApi;
