import { ALERT_PATHS, type SuggestedFreelancer, type VacancyForYou } from '@contracts/alerts';
import { baseApi } from '@/shared/api';

/** The tag of a vacancy's suggested freelancers: an invitation to that vacancy changes who shows "Invited". */
export const suggestedTag = (vacancyId: string) => ({ type: 'Vacancy' as const, id: `suggested:${vacancyId}` });

/** What the one matching rule finds (contracts/alerts.ts): freelancers for a vacancy, vacancies for a freelancer. */
export const matchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vacancy/{id}/suggested-freelancers: up to 10 who match and have not applied (the vacancy's business). */
    getSuggestedFreelancers: build.query<SuggestedFreelancer[], string>({
      query: (vacancyId) => ALERT_PATHS.suggested(encodeURIComponent(vacancyId)),
      providesTags: (_result, _error, vacancyId) => [suggestedTag(vacancyId)],
    }),
    /** GET /vacancy/for-you: up to 10 open vacancies that match the freelancer's profile, newest first. */
    getVacanciesForYou: build.query<VacancyForYou[], void>({
      query: () => ALERT_PATHS.forYou,
      providesTags: [{ type: 'Vacancy', id: 'LIST' }],
    }),
  }),
});

export const { useGetSuggestedFreelancersQuery, useGetVacanciesForYouQuery } = matchApi;
