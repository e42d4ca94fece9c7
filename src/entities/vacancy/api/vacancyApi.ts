import type { Freelancer } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import type { ApplicantsPage, ApplicationRef, AppliedVacancy, Vacancy, VacancyDeleted, VacancySearchBody, VacancySearchPage, WithdrawPayload } from '@contracts/vacancy';
import { PROPOSAL_FILE_DELETE_FIELD, PROPOSAL_FILE_FIELD, type ApplicantSort, type ApplicationStatus, type ApplicationView, type BulkStatus, type Proposal } from '@contracts/application';
import { baseApi } from '@/shared/api';
import { selectIsLoggedIn } from '@/shared/auth';
import { usesVacancySearch } from '../lib/filters';

type SessionRoot = Parameters<typeof selectIsLoggedIn>[0];

/** An applicant as the vacancy's owner sees them: the profile and the application. */
export type Applicant = Freelancer & { application: ApplicationView };

/** A proposal's PDF with a send: a new one, or (an edit) the stored one removed. */
export interface ProposalUpload {
  file?: File;
  deleteFile?: boolean;
}

/** The body of an apply or an edit: JSON, or multipart when a PDF travels with it (or the stored one goes). */
function proposalBody(fields: Record<string, string | number | null>, upload: ProposalUpload = {}): Record<string, string | number | null> | FormData {
  if (!upload.file && !upload.deleteFile) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  if (upload.file) form.append(PROPOSAL_FILE_FIELD, upload.file);
  if (upload.deleteFile) form.append(PROPOSAL_FILE_DELETE_FIELD, 'true');
  return form;
}

/** Argument of the applicants list: the 1-based page, one status or all, the order. */
export interface ApplicantsQuery {
  vacancyId: string;
  page: number;
  status?: ApplicationStatus;
  sort?: ApplicantSort;
}

/** Argument of the /vacancies list: the zero-based page and the filters that are set. */
export interface VacancyListQuery {
  page: number;
  search: VacancySearchBody;
}

/** The list tags: the search list (LIST), the poster's list (POSTED) and the applicant's list (APPLIED). */
type ListId = 'LIST' | 'POSTED' | 'APPLIED';

const listTags = (id: ListId, vacancies: readonly Vacancy[] | undefined) => [
  { type: 'Vacancy' as const, id },
  ...(vacancies ?? []).map((vacancy) => ({ type: 'Vacancy' as const, id: vacancy.id })),
];

/** Every list and the vacancy itself: what a change to one vacancy can touch. */
const everywhere = (id: string) => [
  { type: 'Vacancy' as const, id },
  { type: 'Vacancy' as const, id: 'LIST' },
  { type: 'Vacancy' as const, id: 'POSTED' },
  { type: 'Vacancy' as const, id: 'APPLIED' },
];

const page = (n: number) => `page=${encodeURIComponent(String(Math.max(0, Math.trunc(n))))}`;

/**
 * The vacancy calls of docs/reference.md#api. Visitors call the /unauth paths (and send no
 * Authorization header, docs/reference.md#reading-18); the server leaves out what they
 * may not see (contact details, the file path). Login invalidates 'Vacancy',
 * logout drops the whole cache, so a new session refetches.
 */
export const vacancyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The list of /vacancies: GET /vacancy/all?page= while no filter is set,
     * else POST /vacancy/search?page= with the filters (visitors:
     * /unauth/vacancies and /unauth/vacancy/search). Body: Paged<Vacancy>.
     */
    findVacancies: build.query<VacancySearchPage, VacancyListQuery>({
      queryFn: async ({ page: n, search }, api, _extra, baseQuery) => {
        const loggedIn = selectIsLoggedIn(api.getState() as SessionRoot);
        const result = usesVacancySearch(search)
          ? await baseQuery({ url: `${loggedIn ? '/vacancy/search' : '/unauth/vacancy/search'}?${page(n)}`, method: 'POST', body: search })
          : await baseQuery(`${loggedIn ? '/vacancy/all' : '/unauth/vacancies'}?${page(n)}`);
        if (result.error) return { error: result.error };
        return { data: result.data as VacancySearchPage };
      },
      providesTags: (result) => listTags('LIST', result?.data),
    }),

    /** GET /vacancy/posted?page= → the caller's own vacancies. */
    getPostedVacancies: build.query<Paged<Vacancy>, number>({
      query: (n) => `/vacancy/posted?${page(n)}`,
      providesTags: (result) => listTags('POSTED', result?.data),
    }),

    /** GET /vacancy/applied?page= → the caller's applications, each a vacancy and its 'on' timestamp. */
    getAppliedVacancies: build.query<Paged<AppliedVacancy>, number>({
      query: (n) => `/vacancy/applied?${page(n)}`,
      providesTags: (result) =>
        listTags(
          'APPLIED',
          result?.data.map((item) => item.vacancy),
        ),
    }),

    /** GET /unauth/vacancy/{id} → data: the public page of a vacancy as a visitor sees it. */
    getPublicVacancy: build.query<Vacancy, string>({
      query: (id) => `/unauth/vacancy/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Vacancy', id }],
    }),

    /** GET /vacancy/{id} → data. */
    getVacancy: build.query<Vacancy, string>({
      query: (id) => `/vacancy/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Vacancy', id }],
    }),

    /**
     * GET /vacancy/freelancers/{vacancyId}?page= → data.data: the freelancers
     * who applied, and whether a next page exists. Pages start at 1 here (see docs/reference.md#limits).
     */
    getApplicants: build.query<ApplicantsPage<Applicant>, ApplicantsQuery>({
      query: ({ vacancyId, page: n, status, sort }) => {
        const params = new URLSearchParams({ page: String(Math.max(1, Math.trunc(n))) });
        if (status) params.set('status', status);
        if (sort === 'rate') params.set('sort', sort);
        return `/vacancy/freelancers/${encodeURIComponent(vacancyId)}?${params.toString()}`;
      },
      providesTags: (_result, _error, { vacancyId }) => [{ type: 'Vacancy', id: vacancyId }],
    }),

    /** POST /vacancy/create, multipart (see the vacancy form). The profile lists postedVacancies. */
    createVacancy: build.mutation<Vacancy, FormData>({
      query: (body) => ({ url: '/vacancy/create', method: 'POST', body }),
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'Vacancy', id: 'LIST' },
              { type: 'Vacancy', id: 'POSTED' },
              'Profile',
            ]
          : [],
    }),

    /** PUT /vacancy/{id}, multipart; `deleteFile`='true' removes the stored PDF. */
    updateVacancy: build.mutation<Vacancy, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/vacancy/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (result, _error, { id }) => (result ? everywhere(id) : []),
    }),

    /** DELETE /vacancy/{id}. Applicants keep seeing it, as 'Vacancy was removed'. */
    deleteVacancy: build.mutation<VacancyDeleted, string>({
      query: (id) => ({ url: `/vacancy/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [...everywhere(id), 'Profile']),
    }),

    /** PUT /vacancy/apply {vacancyId, ...proposal}. The profile's appliedVacancies and the applied list change. */
    applyToVacancy: build.mutation<ApplicationRef, { vacancyId: string; proposal: Proposal; upload?: ProposalUpload }>({
      query: ({ vacancyId, proposal, upload }) => ({ url: '/vacancy/apply', method: 'PUT', body: proposalBody({ vacancyId, ...proposal }, upload) }),
      invalidatesTags: (_result, error, { vacancyId }) => (error ? [] : [...everywhere(vacancyId), 'Profile']),
    }),

    /** PUT /vacancy/{vacancyId}/application: the freelancer's new proposal, until the business acts on it. */
    editProposal: build.mutation<ApplicationView, { vacancyId: string; proposal: Proposal; upload?: ProposalUpload }>({
      query: ({ vacancyId, proposal, upload }) => ({ url: `/vacancy/${encodeURIComponent(vacancyId)}/application`, method: 'PUT', body: proposalBody({ ...proposal }, upload) }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Vacancy', id: 'APPLIED' }]),
    }),

    /** POST /vacancy/{vacancyId}/applications/{applicationId}/status: the owner moves an application (a hire may close the vacancy). */
    setApplicationStatus: build.mutation<ApplicationView, { vacancyId: string; applicationId: string; status: ApplicationStatus; message?: string; closeVacancy?: boolean }>({
      query: ({ vacancyId, applicationId, ...body }) => ({
        url: `/vacancy/${encodeURIComponent(vacancyId)}/applications/${encodeURIComponent(applicationId)}/status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { vacancyId, closeVacancy }) => (error ? [] : closeVacancy ? everywhere(vacancyId) : [{ type: 'Vacancy', id: vacancyId }]),
    }),

    /** POST /vacancy/{vacancyId}/applications/bulk: shortlists or declines the chosen applications (one message to all); answers those moved. */
    moveApplications: build.mutation<ApplicationView[], { vacancyId: string; status: BulkStatus; applicationIds: string[]; message?: string }>({
      query: ({ vacancyId, ...body }) => ({ url: `/vacancy/${encodeURIComponent(vacancyId)}/applications/bulk`, method: 'POST', body }),
      invalidatesTags: (_result, error, { vacancyId }) => (error ? [] : [{ type: 'Vacancy', id: vacancyId }]),
    }),

    /** POST /vacancy/{vacancyId}/application/hide: takes a decided application off the caller's applied list (the business's side stays). */
    hideApplication: build.mutation<ApplicationRef, { vacancyId: string }>({
      query: ({ vacancyId }) => ({ url: `/vacancy/${encodeURIComponent(vacancyId)}/application/hide`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Vacancy', id: 'APPLIED' }]),
    }),

    /** DELETE /vacancy/time {time}: withdraws the application made at that 'on' timestamp. */
    withdrawApplication: build.mutation<ApplicationRef, WithdrawPayload & { vacancyId: string }>({
      query: ({ time }) => ({ url: '/vacancy/time', method: 'DELETE', body: { time } satisfies WithdrawPayload }),
      invalidatesTags: (_result, error, { vacancyId }) => (error ? [] : [...everywhere(vacancyId), 'Profile']),
    }),
  }),
});

export const {
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
} = vacancyApi;
