import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one RTK Query api. Entities inject their endpoints into it
 * (`baseApi.injectEndpoints`), so each page's chunk carries only its own calls.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Freelancer', 'Favorite', 'Vacancy', 'Booking', 'Econsultancy', 'Content', 'Reference'],
  refetchOnFocus: false,
  endpoints: () => ({}),
});
