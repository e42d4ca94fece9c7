import type { ReferenceData } from '@contracts/reference';
import { baseApi } from '@/shared/api';
import { selectIsLoggedIn } from '@/shared/auth';

type SessionRoot = Parameters<typeof selectIsLoggedIn>[0];

/** One hour: the lists hardly change, so a page visit reuses the first answer. */
const KEEP_REFERENCE_SECONDS = 60 * 60;

export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /input when logged in, GET /unauth/input for visitors (see docs/reference.md#api) → data.data.
     * One cache entry whatever the session: the lists are the same for both.
     */
    getReferenceData: build.query<ReferenceData, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const path = selectIsLoggedIn(api.getState() as SessionRoot) ? '/input' : '/unauth/input';
        const result = await baseQuery(path);
        if (result.error) return { error: result.error };
        return { data: result.data as ReferenceData };
      },
      providesTags: ['Reference'],
      keepUnusedDataFor: KEEP_REFERENCE_SECONDS,
    }),
  }),
});

export const { useGetReferenceDataQuery } = referenceApi;
