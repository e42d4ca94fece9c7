import type { CmsContent } from '@contracts/content';
import { baseApi } from '@/shared/api';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /unauth/getcms → data.data (see docs/reference.md#api), for visitors and members alike.
     * Fetched once per visit: the answer stays cached while the tab is open
     * (keepUnusedDataFor: Infinity) and is never refetched on focus or mount.
     */
    getCms: build.query<CmsContent, void>({
      query: () => '/unauth/getcms',
      providesTags: ['Content'],
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
    }),
  }),
});

export const { useGetCmsQuery } = contentApi;
