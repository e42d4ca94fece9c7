import type { SentResponse } from '@contracts/auth';
import type { FavoritePayload, Freelancer, FreelancerSearchPage, FreelancerSearchQuery } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import { baseApi } from '@/shared/api';
import { selectIsLoggedIn } from '@/shared/auth';
import { searchQueryString, usesSearch } from '../lib/filters';

type SessionRoot = Parameters<typeof selectIsLoggedIn>[0];

/** Answer of POST /freelancer/favorite. */
export interface FavoriteResult {
  favoriteFreelancers: string[];
}

const listTags = (page: Paged<Freelancer> | undefined, type: 'Freelancer' | 'Favorite') => [
  { type, id: 'LIST' } as const,
  ...(page?.data ?? []).map((freelancer) => ({ type: 'Freelancer' as const, id: freelancer.id })),
];

/**
 * The freelancer calls of docs/reference.md#api. Visitors call the /unauth paths and send no
 * Authorization header (docs/reference.md#reading-18); the server masks what they may not
 * see. Logging in or out refetches (login invalidates 'Freelancer', logout
 * drops the whole cache).
 */
export const freelancerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The list of /freelancers: GET /freelancer/page?page=n (or /unauth/freelancers/page)
     * while no filter is set, else GET /freelancer/search?… (or /unauth/freelancers?…).
     * The body is Paged<Freelancer>.
     */
    findFreelancers: build.query<FreelancerSearchPage, FreelancerSearchQuery>({
      queryFn: async (query, api, _extra, baseQuery) => {
        const loggedIn = selectIsLoggedIn(api.getState() as SessionRoot);
        const page = query.page ?? 0;
        let url: string;
        if (usesSearch(query)) {
          url = `${loggedIn ? '/freelancer/search' : '/unauth/freelancers'}?${searchQueryString(query)}`;
        } else {
          url = `${loggedIn ? '/freelancer/page' : '/unauth/freelancers/page'}?page=${page}`;
        }
        const result = await baseQuery(url);
        if (result.error) return { error: result.error };
        return { data: result.data as FreelancerSearchPage };
      },
      providesTags: (result) => listTags(result, 'Freelancer'),
    }),

    /** GET /freelancer/{id} (logged in) or GET /unauth/freelancer/{id} (visitors) → data. */
    getFreelancer: build.query<Freelancer, string>({
      queryFn: async (id, api, _extra, baseQuery) => {
        const loggedIn = selectIsLoggedIn(api.getState() as SessionRoot);
        const result = await baseQuery(`${loggedIn ? '/freelancer' : '/unauth/freelancer'}/${encodeURIComponent(id)}`);
        if (result.error) return { error: result.error };
        return { data: result.data as Freelancer };
      },
      providesTags: (_result, _error, id) => [{ type: 'Freelancer', id }],
    }),

    /** GET /freelancer → the logged-in user's own profile, or null before the first save. */
    getMyFreelancer: build.query<Freelancer | null, void>({
      query: () => '/freelancer',
      providesTags: [{ type: 'Freelancer', id: 'ME' }],
    }),

    /**
     * POST /freelancer, multipart (see buildProfileFormData in the profile page).
     * Afterwards the freelancer data and the profile are refetched (see docs/reference.md#states).
     */
    saveFreelancer: build.mutation<Freelancer, FormData>({
      query: (body) => ({ url: '/freelancer', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Freelancer', 'Profile'] : []),
    }),

    /** GET /freelancer/favorite?page=n (logged in only) → Paged<Freelancer>; pages start at 0. */
    getFavoriteFreelancers: build.query<Paged<Freelancer>, number>({
      query: (page) => `/freelancer/favorite?page=${page}`,
      providesTags: (result) => ['Favorite', ...listTags(result, 'Favorite')],
    }),

    /**
     * POST /freelancer/favorite {id, fav}. Afterwards the profile (its
     * favoriteFreelancers), the favourites and the e-consultancy data are refetched (see docs/reference.md#states).
     */
    toggleFavorite: build.mutation<FavoriteResult, FavoritePayload>({
      query: (body) => ({ url: '/freelancer/favorite', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Profile', 'Favorite', 'Econsultancy'] : []),
    }),

    /** GET /freelancer/generate-token: sends the verification e-mail (see docs/reference.md#api). */
    requestVerificationEmail: build.mutation<SentResponse, void>({
      query: () => ({ url: '/freelancer/generate-token', method: 'GET' }),
    }),
  }),
});

export const {
  useFindFreelancersQuery,
  useGetFreelancerQuery,
  useGetMyFreelancerQuery,
  useSaveFreelancerMutation,
  useGetFavoriteFreelancersQuery,
  useToggleFavoriteMutation,
  useRequestVerificationEmailMutation,
} = freelancerApi;
