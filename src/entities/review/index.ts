export { reviewApi, useEndHireMutation, useGetFreelancerReviewsQuery, useGetReviewStateQuery, useReplyToReviewMutation, useReportReviewMutation, useWriteReviewMutation, type ReviewBody, type ReviewPageRef, type ReviewSubjectRef } from './api/reviewApi';
export { RatingLine } from './ui/RatingLine';
export { ReviewItem, reviewSubject } from './ui/ReviewItem';
export { Stars } from './ui/Stars';
export type { Review, ReviewsPage, ReviewState, RatingSummary } from '@contracts/review';
