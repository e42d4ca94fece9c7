export { reportsApi, useReportItemMutation } from './api/reportsApi';
