import { ACCOUNT_DATA_PATHS, type AccountDeleted, type DeleteAccountPayload } from '@contracts/account-data';
import { baseApi } from '@/shared/api';

/** Deleting one's account: its answer ends the session, so nothing cached is invalidated (the logout resets it all). */
const accountDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /user/delete { password } */
    deleteAccount: build.mutation<AccountDeleted, DeleteAccountPayload>({
      query: (body) => ({ url: ACCOUNT_DATA_PATHS.delete, method: 'POST', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountDataApi;
