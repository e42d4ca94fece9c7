import type { MyProfile } from '@contracts/user';
import { baseApi } from '@/shared/api';

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/myprofile → data.data (see docs/reference.md#api). Not refetched on mount or focus. */
    getMyProfile: build.query<MyProfile | null, void>({
      query: () => '/user/myprofile',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetMyProfileQuery } = userApi;
