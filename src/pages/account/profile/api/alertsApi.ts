import { ALERT_PATHS, type AlertSettings } from '@contracts/alerts';
import { baseApi } from '@/shared/api';

/** The settings' tag: a Profile tag, so saving the freelancer profile (which invalidates 'Profile') reads them again. */
const ALERTS = { type: 'Profile', id: 'ALERTS' } as const;

/** My Account's alerts (contracts/alerts.ts): a freelancer's vacancy alerts and invitations, a business's proposal e-mails. */
export const alertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/alerts. */
    getAlertSettings: build.query<AlertSettings, void>({
      query: () => ALERT_PATHS.settings,
      providesTags: [ALERTS],
    }),
    /**
     * PUT /user/alerts with the fields that apply (a freelancer's, or a business's `proposals`) → what was saved,
     * written into the cache. The freelancer profile is read again: its emailVacancies follows the frequency.
     */
    updateAlertSettings: build.mutation<AlertSettings, Partial<AlertSettings>>({
      query: (body) => ({ url: ALERT_PATHS.settings, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(alertsApi.util.upsertQueryData('getAlertSettings', undefined, data));
      },
      invalidatesTags: (result) => (result ? [{ type: 'Freelancer', id: 'ME' }] : []),
    }),
  }),
});

export const { useGetAlertSettingsQuery, useUpdateAlertSettingsMutation } = alertsApi;
