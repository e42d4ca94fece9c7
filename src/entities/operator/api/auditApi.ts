import { OPERATOR_PATHS, type AuditLogFilters, type AuditLogPage } from '@contracts/operator';
import { baseApi } from '@/shared/api';

/** One page of the audit log under filters. */
export type AuditLogQuery = AuditLogFilters & { page: number };

/** The query string of the audit log's filters (and page, when given): only the filters set. */
export function auditLogSearch(filters: AuditLogFilters & { page?: number }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '' && !(key === 'page' && value === 0)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The console's audit log (contracts/operator.ts); every console action adds to it, so it is read afresh each time. */
export const auditApi = baseApi.enhanceEndpoints({ addTagTypes: ['AuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/audit-log?page=&action=&itemKind=&itemId=&actor= */
    getAuditLog: build.query<AuditLogPage, AuditLogQuery>({
      query: (query) => `${OPERATOR_PATHS.auditLog}${auditLogSearch(query)}`,
      providesTags: [{ type: 'AuditLog', id: 'LIST' }],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
