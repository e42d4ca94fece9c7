import { useId } from 'react';
import type { FormikHelpers } from 'formik';
import { formatDate } from '@contracts/format';
import { REVIEW_LIMITS, aspectsOf, type ReviewedRole } from '@contracts/review';
import { ReviewItem, useGetReviewStateQuery, useWriteReviewMutation, type ReviewSubjectRef } from '@/entities/review';
import { freelancersT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextArea, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert, Badge, Spinner } from '@/shared/ui';
import { reviewFormSchema, reviewValues, toReviewBody, type ReviewValues } from '../model/reviewForm';
import { EndHireButton } from './EndHireButton';
import { StarInput } from './StarInput';
import styles from './Review.module.css';

export interface ReviewPanelProps {
  subject: ReviewSubjectRef;
  /** Who the viewer reviews: the freelancer (the viewer is the client) or the client. */
  reviews: ReviewedRole;
  /** The other party's name, for their reply line. */
  otherName: string;
  /** The viewer's own name, for the reply line under their review. */
  ownName: string;
  /** A hire's party (the business or the freelancer hired): may mark the engagement ended while it is not. */
  endHire?: { vacancyId: string; applicationId: string };
  /** Whether the panel shows its own heading ("Your review"); a dialog's title names it instead. */
  titled?: boolean;
}

/**
 * A party's review of a booking or hire: the form while reviewing is open (the unpublished review to edit), what
 * the other party wrote once both are published, and when reviewing opens or closed. The other party's words stay
 * hidden until then; the panel only says they wrote.
 */
export function ReviewPanel({ subject, reviews, otherName, ownName, endHire, titled = true }: ReviewPanelProps) {
  const titleId = useId();
  const { data: state, isLoading, isError } = useGetReviewStateQuery(subject);
  const [write] = useWriteReviewMutation();
  if (isLoading) return <Spinner />;
  if (isError || !state) return null;

  const submit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    const result = await write({ ref: subject, body: toReviewBody(values, reviews) });
    if ('error' in result) {
      showServerError(result.error, helpers, {}, t('error.generic'));
      return;
    }
    notify(t('freelancers.review.saved'), 'success');
  };
  const closes = state.closesAt ? formatDate(state.closesAt) : '';
  const editing = state.mine !== null && !state.mine.published;
  const waiting = state.canReview && !state.mine && state.theyWrote;

  return (
    <section className={styles.panel} aria-labelledby={titled ? titleId : undefined}>
      {(titled || waiting) && (
        <div className={styles.title}>
          {titled && <h2 id={titleId}>{t('freelancers.review.title')}</h2>}
          {waiting && <Badge tone="warning">{t('freelancers.review.waiting')}</Badge>}
        </div>
      )}
      {state.canReview ? (
        <>
          {state.theyWrote && <Alert tone="info">{t('freelancers.review.theyWrote')}</Alert>}
          <p className={styles.note}>{editing ? t('freelancers.review.blind', { date: closes }) : t('freelancers.review.closes', { date: closes })}</p>
          <FormShell<ReviewValues> initialValues={reviewValues(state.mine)} validationSchema={reviewFormSchema} onSubmit={submit} enableReinitialize className={styles.form}>
            {() => (
              <>
                <StarInput name="rating" legend={t('freelancers.review.rating')} />
                {aspectsOf(reviews).map((aspect) => (
                  <StarInput key={aspect} name={aspect} legend={t(`freelancers.reviews.aspect.${aspect}`)} optional />
                ))}
                <FormTextArea name="text" label={t('freelancers.review.text')} hint={t('freelancers.review.textHint')} required rows={5} dir="auto" maxLength={REVIEW_LIMITS.textMax} enforceMaxLength={false} />
                <FormSubmit>{editing ? t('freelancers.review.save') : t('freelancers.review.submit')}</FormSubmit>
              </>
            )}
          </FormShell>
        </>
      ) : (
        <>
          {!state.opensAt && (endHire ? <EndHireButton {...endHire} reviews={reviews} /> : <p className={styles.note}>{t('freelancers.review.notEnded')}</p>)}
          {state.opensAt && Date.parse(state.opensAt) > Date.now() && <p className={styles.note}>{t('freelancers.review.opens', { date: formatDate(state.opensAt) })}</p>}
          {state.opensAt && Date.parse(state.opensAt) <= Date.now() && !state.mine && <p className={styles.note}>{t('freelancers.review.closed', { date: closes })}</p>}
        </>
      )}
      {state.mine?.published && (
        <div className={styles.written}>
          <h3>{t('freelancers.review.mine')}</h3>
          <ReviewItem review={state.mine} replyName={otherName} />
        </div>
      )}
      {state.theirs && (
        <div className={styles.written}>
          <h3>{t('freelancers.review.theirs')}</h3>
          <ReviewItem review={state.theirs} replyName={ownName} />
        </div>
      )}
    </section>
  );
}
