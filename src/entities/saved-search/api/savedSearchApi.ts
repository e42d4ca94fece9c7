import { ALERT_PATHS, type SavedSearch, type SavedSearchInput } from '@contracts/alerts';
import { baseApi } from '@/shared/api';

/** The member's list, as the member's own data (Profile: the home page's JavaScript lists every tag type). */
const LIST = { type: 'Profile', id: 'SAVED_SEARCHES' } as const;

/** PUT /saved-searches/{id}: the fields that change (the server keeps the others, so a search whose filters no longer parse can be renamed). */
export type SavedSearchUpdate = { id: string } & Partial<SavedSearchInput>;

/** A member's saved searches of /vacancies and /freelancers (contracts/alerts.ts), at most SAVED_SEARCHES_MAX. */
export const savedSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /saved-searches: every saved search of the member, a search whose filters no longer parse with valid: false. */
    getSavedSearches: build.query<SavedSearch[], void>({
      query: () => ALERT_PATHS.savedSearches,
      providesTags: [LIST],
    }),
    /** POST /saved-searches { kind, name, query, frequency } → the saved search. */
    createSavedSearch: build.mutation<SavedSearch, SavedSearchInput>({
      query: (body) => ({ url: ALERT_PATHS.savedSearches, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [LIST] : []),
    }),
    /** PUT /saved-searches/{id}: renamed, another frequency; written into the list at once. */
    updateSavedSearch: build.mutation<SavedSearch, SavedSearchUpdate>({
      query: ({ id, ...body }) => ({ url: ALERT_PATHS.savedSearch(encodeURIComponent(id)), method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          savedSearchApi.util.updateQueryData('getSavedSearches', undefined, (list) => {
            const at = list.findIndex((search) => search.id === data.id);
            if (at >= 0) list[at] = data;
          }),
        );
      },
    }),
    /** DELETE /saved-searches/{id} → { id }; it leaves the list at once. */
    deleteSavedSearch: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: ALERT_PATHS.savedSearch(encodeURIComponent(id)), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (!done) return;
        dispatch(savedSearchApi.util.updateQueryData('getSavedSearches', undefined, (list) => list.filter((search) => search.id !== id)));
      },
    }),
  }),
});

export const { useGetSavedSearchesQuery, useCreateSavedSearchMutation, useUpdateSavedSearchMutation, useDeleteSavedSearchMutation } = savedSearchApi;
