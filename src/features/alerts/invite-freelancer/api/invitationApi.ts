import { ALERT_PATHS, type Invitation, type InvitationInput } from '@contracts/alerts';
import type { Paged } from '@contracts/paging';
import { suggestedTag, vacancyStatus, type Vacancy } from '@/entities/vacancy';
import { baseApi } from '@/shared/api';

/** The most pages of /vacancy/posted read for the choice (10 vacancies each). */
const POSTED_PAGES_MAX = 10;

export interface InviteArgs extends InvitationInput {
  vacancyId: string;
}

/** Inviting a freelancer to apply: the business's open vacancies to choose from, and the invitation itself. */
export const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vacancy/posted?page=… until the last page: the caller's vacancies that take applications now, as posted. */
    getOpenVacancies: build.query<Vacancy[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const open: Vacancy[] = [];
        for (let page = 0; page < POSTED_PAGES_MAX; page += 1) {
          const result = await baseQuery(`/vacancy/posted?page=${page}`);
          if (result.error) return { error: result.error };
          const answer = result.data as Paged<Vacancy>;
          open.push(...answer.data.filter((vacancy) => vacancyStatus(vacancy) === 'published'));
          if (page + 1 >= answer.totalPages) break;
        }
        return { data: open };
      },
      providesTags: [{ type: 'Vacancy', id: 'POSTED' }],
    }),
    /** POST /vacancy/{vacancyId}/invitations { freelancerId, note? }: that vacancy's suggestions then show "Invited". */
    inviteFreelancer: build.mutation<Invitation, InviteArgs>({
      query: ({ vacancyId, ...body }) => ({ url: ALERT_PATHS.invitations(encodeURIComponent(vacancyId)), method: 'POST', body }),
      invalidatesTags: (result, _error, { vacancyId }) => (result ? [suggestedTag(vacancyId)] : []),
    }),
  }),
});

export const { useGetOpenVacanciesQuery, useInviteFreelancerMutation } = invitationApi;
