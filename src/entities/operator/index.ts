export { statsApi, useGetMarketplaceStatsQuery } from './api/statsApi';
