import { NOTIFICATION_PATHS, type NotificationPreferences } from '@contracts/notifications';
import { baseApi } from '@/shared/api';

/** My Account's e-mail notification preferences (contracts/notifications.ts). */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/notifications → data: the four switches. */
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => NOTIFICATION_PATHS.preferences,
    }),
    /** PUT /user/notifications with all four switches → data: what was saved, written into the query's cache. */
    updateNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: NOTIFICATION_PATHS.preferences, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
        } catch {
          // The form says what went wrong; the cache keeps what the server has.
        }
      },
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } = notificationsApi;
