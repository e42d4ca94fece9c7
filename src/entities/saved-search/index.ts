export {
  savedSearchApi,
  useGetSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  type SavedSearchUpdate,
} from './api/savedSearchApi';
export { savedSearchHref } from './lib/href';
export type { SavedSearch, SavedSearchInput, SavedSearchKind } from '@contracts/alerts';
