import { SECURITY_PATHS, type SecurityLogPage, type SessionView } from '@contracts/security';
import { baseApi } from '@/shared/api';

/** GET /user/sessions, DELETE /user/sessions/{id}, GET /user/security-log (contracts/security.ts). */
export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<SessionView[], void>({
      query: () => SECURITY_PATHS.sessions,
    }),
    /** Ends one of the member's sessions; the list drops it at once. */
    endSession: build.mutation<{ ended: true }, string>({
      query: (id) => ({ url: SECURITY_PATHS.session.replace(':id', encodeURIComponent(id)), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(securityApi.util.updateQueryData('getSessions', undefined, (list) => list.filter((session) => session.id !== id)));
      },
    }),
    getSecurityLog: build.query<SecurityLogPage, number>({
      query: (page) => `${SECURITY_PATHS.securityLog}?page=${page}`,
    }),
  }),
});

export const { useGetSessionsQuery, useEndSessionMutation, useGetSecurityLogQuery } = securityApi;
