import type { CompanyProfile, DnsRecord, PublicCompany } from '@contracts/company';
import { baseApi } from '@/shared/api';

/** Company pages: the business's own, and the public one. */
export const companyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /company: the caller's page, or null before they saved one. */
    getMyCompany: build.query<CompanyProfile | null, void>({
      query: () => '/company',
      providesTags: [{ type: 'Company', id: 'MINE' }],
    }),
    /** PUT /company, multipart (the fields, `logo`, deleteLogo). Vacancies show who is hiring: they change too. */
    saveCompany: build.mutation<CompanyProfile, FormData>({
      query: (body) => ({ url: '/company', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Company', id: 'MINE' }, { type: 'Company', id: result.id }, 'Vacancy'] : []),
    }),
    /** POST /company/verify { email }: a link to an address at the website's domain. */
    requestCompanyVerification: build.mutation<{ sentTo: string }, string>({
      query: (email) => ({ url: '/company/verify', method: 'POST', body: { email } }),
    }),
    /** GET /company/verify/dns: the TXT record that proves the website's domain (one per company and domain). */
    getCompanyDnsRecord: build.query<DnsRecord, string>({
      query: () => '/company/verify/dns',
      providesTags: (_result, _error, domain) => [{ type: 'Company', id: `DNS ${domain}` }],
    }),
    /** POST /company/verify/dns: checks the record; the verified company shows on vacancies too. */
    checkCompanyDns: build.mutation<CompanyProfile, void>({
      query: () => ({ url: '/company/verify/dns', method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'Company', id: 'MINE' }, { type: 'Company', id: result.id }, 'Vacancy'] : []),
    }),
    /** GET /unauth/company/{id}: the public page, as a visitor sees it. */
    getPublicCompany: build.query<PublicCompany, string>({
      query: (id) => `/unauth/company/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
  }),
});

export const { useGetMyCompanyQuery, useSaveCompanyMutation, useRequestCompanyVerificationMutation, useGetCompanyDnsRecordQuery, useCheckCompanyDnsMutation, useGetPublicCompanyQuery } = companyApi;
