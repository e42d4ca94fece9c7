import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Action the client dispatches once, before hydrating, with the api state the server rendered. */
export const API_HYDRATE = 'api/hydrateFromServer';

/**
 * Hooks start their queries in effects, in the browser and in the server
 * renderer alike: the server fetches a page's data first (its route's data
 * in src/app/ssr/routeData.ts) and renders once with it in the store.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule());

/**
 * The one RTK Query api. Entities inject their endpoints into it
 * (`baseApi.injectEndpoints`), so each page's chunk carries only its own calls.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Freelancer', 'Favorite', 'Vacancy', 'Booking', 'Econsultancy', 'Content', 'Reference', 'Company', 'Review', 'Conversation'],
  refetchOnFocus: false,
  // The server-rendered page's answers are reused: no second fetch after hydration.
  extractRehydrationInfo: (action, { reducerPath }) =>
    (action as { type?: string }).type === API_HYDRATE ? ((action as { payload?: Record<string, never> }).payload?.[reducerPath] as never) : undefined,
  endpoints: () => ({}),
});
