export { auditApi, auditLogSearch, useGetAuditLogQuery, type AuditLogQuery } from './api/auditApi';
export { verifiedCompaniesApi, useGetVerifiedCompaniesQuery, useRevokeCompanyBadgeMutation } from './api/verifiedCompaniesApi';
