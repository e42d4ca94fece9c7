export { ReviewPanel, type ReviewPanelProps } from './ui/ReviewPanel';
export { ReplyForm } from './ui/ReplyForm';
export { ReportReview } from './ui/ReportReview';
export { EndHireButton } from './ui/EndHireButton';
export { ReviewButton } from './ui/ReviewButton';
export { LazyReplyForm, LazyReportReview } from './ui/LazyReviewActions';
