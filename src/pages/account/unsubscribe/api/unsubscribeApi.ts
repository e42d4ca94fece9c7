import { NOTIFICATION_PATHS, type Unsubscribed } from '@contracts/notifications';
import { baseApi } from '@/shared/api';

export const unsubscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /unsubscribe { token }: the category the mailed token names is turned off; no login needed. */
    unsubscribe: build.mutation<Unsubscribed, string>({
      query: (token) => ({ url: NOTIFICATION_PATHS.unsubscribe, method: 'POST', body: { token } }),
    }),
  }),
});

export const { useUnsubscribeMutation } = unsubscribeApi;
