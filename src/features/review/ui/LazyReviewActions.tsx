import { lazy, Suspense, type ComponentProps } from 'react';
import { loadMessages } from '@/shared/i18n';

// Public pages carry none of the members' review forms (Formik, their rules): the reply form and the report dialog load
// with the report dialog's chunk once a member who may use them views the page.
const ReplyFormChunk = lazy(async () => {
  const { ReplyForm } = await import(/* webpackChunkName: "report-dialog" */ './ReplyForm');
  await loadMessages();
  return { default: ReplyForm };
});
const ReportReviewChunk = lazy(async () => {
  const { ReportReview } = await import(/* webpackChunkName: "report-dialog" */ './ReportReview');
  await loadMessages();
  return { default: ReportReview };
});

/** The reviewed member's reply under a review (members' view only, never in a server render). */
export function LazyReplyForm(props: ComponentProps<typeof ReplyFormChunk>) {
  return (
    <Suspense fallback={null}>
      <ReplyFormChunk {...props} />
    </Suspense>
  );
}

/** "Report" under another member's review (members' view only, never in a server render). */
export function LazyReportReview(props: ComponentProps<typeof ReportReviewChunk>) {
  return (
    <Suspense fallback={null}>
      <ReportReviewChunk {...props} />
    </Suspense>
  );
}
