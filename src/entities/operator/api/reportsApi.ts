import { OPERATOR_PATHS, type ItemReport, type ItemReported } from '@contracts/operator';
import { baseApi } from '@/shared/api';

/** Members' reports of a freelancer profile, a vacancy or a company page. */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /reports: one report per member and item (409 for a second one). */
    reportItem: build.mutation<ItemReported, ItemReport>({
      query: (body) => ({ url: OPERATOR_PATHS.reports, method: 'POST', body }),
    }),
  }),
});

export const { useReportItemMutation } = reportsApi;
