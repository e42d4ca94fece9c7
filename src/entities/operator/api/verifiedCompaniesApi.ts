import { OPERATOR_PATHS, type RevokeCompanyPayload, type VerifiedCompaniesPage } from '@contracts/operator';
import { baseApi } from '@/shared/api';

/** Verified companies in the console, and removing a badge (contracts/operator.ts). */
export const verifiedCompaniesApi = baseApi.enhanceEndpoints({ addTagTypes: ['VerifiedCompany', 'AuditLog'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/companies?page=&q= */
    getVerifiedCompanies: build.query<VerifiedCompaniesPage, { page: number; q: string }>({
      query: ({ page, q }) => `${OPERATOR_PATHS.companies}?${new URLSearchParams({ page: String(page), ...(q ? { q } : {}) })}`,
      providesTags: [{ type: 'VerifiedCompany', id: 'LIST' }],
    }),
    /** POST /admin/companies/{companyId}/revoke { reason }: the list and the audit log change; the company's pages show no badge. */
    revokeCompanyBadge: build.mutation<{ revoked: true }, RevokeCompanyPayload & { companyId: string }>({
      query: ({ companyId, reason }) => ({ url: OPERATOR_PATHS.revokeCompany.replace(':companyId', encodeURIComponent(companyId)), method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { companyId }) => [{ type: 'VerifiedCompany', id: 'LIST' }, { type: 'AuditLog', id: 'LIST' }, { type: 'Company', id: companyId }],
    }),
  }),
});

export const { useGetVerifiedCompaniesQuery, useRevokeCompanyBadgeMutation } = verifiedCompaniesApi;
