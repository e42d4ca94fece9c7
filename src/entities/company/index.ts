export { companyApi, useGetMyCompanyQuery, useSaveCompanyMutation, useRequestCompanyVerificationMutation, useGetPublicCompanyQuery } from './api/companyApi';
export { CompanyLogo } from './ui/CompanyLogo';
export { HiringCompany } from './ui/HiringCompany';
export { VerifiedBadge } from './ui/VerifiedBadge';
export type { CompanyProfile, CompanySummary, PublicCompany } from '@contracts/company';
