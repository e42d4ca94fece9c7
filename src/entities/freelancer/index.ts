export {
  freelancerApi,
  useFindFreelancersQuery,
  useGetFreelancerQuery,
  useGetMyFreelancerQuery,
  useSaveFreelancerMutation,
  useGetFavoriteFreelancersQuery,
  useToggleFavoriteMutation,
  useRequestVerificationEmailMutation,
  type FavoriteResult,
} from './api/freelancerApi';
export {
  EMPTY_FILTERS,
  hasSearchInputs,
  usesSearch,
  filtersFromParams,
  filtersToParams,
  toSearchQuery,
  searchQueryString,
  type FreelancerFilters,
} from './lib/filters';
export {
  freelancerName,
  orUnknown,
  hasRole,
  isEConsultant,
  formatExperience,
  formatStartDate,
  formatLocation,
  resumeFileName,
} from './lib/display';
export type {
  Freelancer,
  FreelancerUser,
  FreelancerExperience,
  FreelancerResume,
  FavoritePayload,
  FreelancerSearchQuery,
  FreelancerSearchPage,
  FreelancerSearchSuggestion,
  SkillsMatch,
} from '@contracts/freelancer';
export type { Paged } from '@contracts/paging';
