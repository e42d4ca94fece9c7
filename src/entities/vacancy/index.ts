export {
  vacancyApi,
  useFindVacanciesQuery,
  useGetPostedVacanciesQuery,
  useGetAppliedVacanciesQuery,
  useGetVacancyQuery,
  useGetPublicVacancyQuery,
  useGetApplicantsQuery,
  useCreateVacancyMutation,
  useUpdateVacancyMutation,
  useDeleteVacancyMutation,
  useApplyToVacancyMutation,
  useEditProposalMutation,
  useSetApplicationStatusMutation,
  useMoveApplicationsMutation,
  useWithdrawApplicationMutation,
  useHideApplicationMutation,
  type Applicant,
  type ApplicantsQuery,
  type ProposalUpload,
  type VacancyListQuery,
} from './api/vacancyApi';
export { matchApi, suggestedTag, useGetSuggestedFreelancersQuery, useGetVacanciesForYouQuery } from './api/matchApi';
export {
  EMPTY_VACANCY_FILTERS,
  hasMatchFilters,
  usesVacancySearch,
  vacancyFiltersFromParams,
  vacancyFiltersToParams,
  toVacancySearchBody,
  type VacancyFilters,
} from './lib/filters';
export { vacancyStatus, isVacancyExpired, isVacancyDeleted, localTodayIso, type VacancyStatus } from './lib/status';
export { formatVacancyDate } from './lib/format';
export type { Vacancy, AppliedVacancy, ApplicantsPage, VacancySearchBody, VacancySearchPage, VacancySearchSuggestion } from '@contracts/vacancy';
