export {
  companyApi,
  useGetMyCompanyQuery,
  useSaveCompanyMutation,
  useRequestCompanyVerificationMutation,
  useGetCompanyDnsRecordQuery,
  useCheckCompanyDnsMutation,
  useGetPublicCompanyQuery,
} from './api/companyApi';
export { CompanyLogo } from './ui/CompanyLogo';
export { CompanyRating } from './ui/CompanyRating';
export { HiringCompany } from './ui/HiringCompany';
export { VerifiedBadge } from './ui/VerifiedBadge';
export type { CompanyProfile, CompanySummary, PublicCompany } from '@contracts/company';
