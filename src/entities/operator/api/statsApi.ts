import { OPERATOR_PATHS } from '@contracts/operator';
import type { MarketplaceStats } from '@contracts/operator-stats';
import { baseApi } from '@/shared/api';

/** The console's numbers (administrators only). */
export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/stats?days=N: the last N calendar days (UTC), today included; read afresh each time the section opens. */
    getMarketplaceStats: build.query<MarketplaceStats, number>({
      query: (days) => `${OPERATOR_PATHS.stats}?days=${days}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMarketplaceStatsQuery } = statsApi;
