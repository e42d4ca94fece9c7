import type { Review, ReviewsPage, ReviewState } from '@contracts/review';
import { baseApi } from '@/shared/api';

/** Where a party's review of a booking or a hire lives. */
export type ReviewSubjectRef = { kind: 'booking'; bookingId: string } | { kind: 'vacancy'; vacancyId: string; applicationId: string };

const reviewPath = (ref: ReviewSubjectRef) =>
  ref.kind === 'booking' ? `/econsultancybooking/${encodeURIComponent(ref.bookingId)}/review` : `/vacancy/${encodeURIComponent(ref.vacancyId)}/applications/${encodeURIComponent(ref.applicationId)}/review`;
const refId = (ref: ReviewSubjectRef) => (ref.kind === 'booking' ? ref.bookingId : ref.applicationId);

/** The page a review is shown on, whose cache a reply refreshes: a freelancer's reviews or a company page. */
export type ReviewPageRef = { kind: 'freelancer'; freelancerId: string } | { kind: 'company'; companyId: string };

/** The body of POST …/review: the overall stars, the aspects rated, the words. */
export interface ReviewBody {
  rating: number;
  text: string;
  communication?: number | null;
  expertise?: number | null;
  value?: number | null;
  clarity?: number | null;
  punctuality?: number | null;
}

/** Reviews: a freelancer's published ones, a party's review of a booking or hire, replies and reports. */
export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /unauth/freelancer/{id}/reviews?page=: newest first, with the averages. */
    getFreelancerReviews: build.query<ReviewsPage, { freelancerId: string; page: number }>({
      query: ({ freelancerId, page }) => `/unauth/freelancer/${encodeURIComponent(freelancerId)}/reviews?page=${page}`,
      providesTags: (_result, _error, { freelancerId }) => [{ type: 'Review', id: freelancerId }],
    }),
    /** GET …/review: the viewer's review, the other party's once published, and whether the viewer may write. */
    getReviewState: build.query<ReviewState, ReviewSubjectRef>({
      query: (ref) => reviewPath(ref),
      providesTags: (_result, _error, ref) => [{ type: 'Review', id: refId(ref) }],
    }),
    /** POST …/review: writes (or, while unpublished, rewrites) the viewer's review. Published ones change the freelancer's rating. */
    writeReview: build.mutation<ReviewState, { ref: ReviewSubjectRef; body: ReviewBody }>({
      query: ({ ref, body }) => ({ url: reviewPath(ref), method: 'POST', body }),
      invalidatesTags: (_result, error, { ref }) => (error ? [] : [{ type: 'Review', id: refId(ref) }, 'Freelancer']),
    }),
    /** POST /vacancy/{vacancyId}/applications/{applicationId}/end: the business ends a hire's engagement; reviewing opens. */
    endHire: build.mutation<ReviewState, { vacancyId: string; applicationId: string }>({
      query: ({ vacancyId, applicationId }) => ({ url: `/vacancy/${encodeURIComponent(vacancyId)}/applications/${encodeURIComponent(applicationId)}/end`, method: 'POST' }),
      invalidatesTags: (_result, error, { applicationId }) => (error ? [] : [{ type: 'Review', id: applicationId }]),
    }),
    /** POST /reviews/{id}/reply { text }: the person reviewed answers once. A refusal (403) is said by the app's toast alone. */
    replyToReview: build.mutation<Review, { id: string; text: string; on: ReviewPageRef }>({
      query: ({ id, text }) => ({ url: `/reviews/${encodeURIComponent(id)}/reply`, method: 'POST', body: { text } }),
      invalidatesTags: (_result, error, { on }) => (error ? [] : [on.kind === 'freelancer' ? { type: 'Review', id: on.freelancerId } : { type: 'Company', id: on.companyId }]),
    }),
    /** POST /reviews/{id}/report { reason }. A refusal (403: one's own review) is said by the app's toast alone. */
    reportReview: build.mutation<{ reported: true }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/reviews/${encodeURIComponent(id)}/report`, method: 'POST', body: { reason } }),
    }),
  }),
});

export const { useGetFreelancerReviewsQuery, useGetReviewStateQuery, useWriteReviewMutation, useEndHireMutation, useReplyToReviewMutation, useReportReviewMutation } = reviewApi;
