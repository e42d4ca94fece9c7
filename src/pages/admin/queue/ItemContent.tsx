import type { QueueItemDetail } from '@contracts/queue';
import { adminT as t } from '@/shared/i18n';
import { Badge, DetailList, UserText, userText } from '@/shared/ui';
import { FreelancerCard } from '@/widgets/freelancer-card';
import { VacancyCard } from '@/widgets/vacancy-card';
import { ConversationExcerpt } from './ConversationExcerpt';
import styles from './Queue.module.css';

function Company({ company }: { company: NonNullable<QueueItemDetail['company']> }) {
  return (
    <div className={styles.card}>
      <h4 className={styles.cardTitle}>
        <UserText>{company.name}</UserText>
      </h4>
      <DetailList
        rows={[
          { key: 'about', label: t('admin.queue.company.about'), value: <UserText>{company.about || '—'}</UserText> },
          { key: 'website', label: t('admin.queue.company.website'), value: <bdi dir="ltr">{company.website || '—'}</bdi> },
          { key: 'place', label: t('admin.queue.company.place'), value: <UserText>{[company.city, company.country].filter(Boolean).join(', ') || '—'}</UserText> },
          { key: 'verified', label: t('admin.queue.company.verified'), value: <bdi dir="ltr">{company.verifiedDomain ?? '—'}</bdi> },
        ]}
      />
    </div>
  );
}

function Review({ review }: { review: NonNullable<QueueItemDetail['review']> }) {
  return (
    <div className={styles.card}>
      <DetailList
        rows={[
          { key: 'author', label: t('admin.queue.review.author'), value: <UserText>{review.authorName}</UserText> },
          { key: 'subject', label: t('admin.queue.review.subject'), value: <UserText>{review.subjectName}</UserText> },
          { key: 'stars', label: t('admin.queue.review.stars'), value: t('admin.queue.review.rating', { rating: String(review.rating) }) },
        ]}
      />
      {review.hidden && <Badge tone="warning">{t('admin.queue.review.hidden')}</Badge>}
      <blockquote className={styles.quote}>
        <p {...userText(review.text)}>{review.text}</p>
      </blockquote>
      {review.reply && (
        <p className={styles.meta}>
          {t('admin.queue.review.reply')}: <UserText>{review.reply}</UserText>
        </p>
      )}
    </div>
  );
}

/** The reported or waiting content as members see it (the members' own cards), or the review, or the conversation's excerpt. */
export function ItemContent({ detail, zone }: { detail: QueueItemDetail; zone: string }) {
  const { freelancer, vacancy, company, review, conversation } = detail;
  const gone = freelancer === null || vacancy === null || company === null;
  const heading = review ? t('admin.queue.review.heading') : conversation ? t('admin.queue.conversation.heading') : t('admin.queue.content.heading');
  if (!freelancer && !vacancy && !company && !review && !conversation && !gone) return null;
  return (
    <section className={styles.block} aria-labelledby="queue-content">
      <h3 id="queue-content" className={styles.blockTitle}>
        {heading}
      </h3>
      {gone && <p>{t('admin.queue.content.gone')}</p>}
      {freelancer && <FreelancerCard freelancer={freelancer} variant="full" headingLevel={3} preview={false} />}
      {vacancy && <VacancyCard vacancy={vacancy} headingLevel={3} />}
      {company && <Company company={company} />}
      {review && <Review review={review} />}
      {conversation && <ConversationExcerpt conversation={conversation} reportedAt={detail.report?.createdAt ?? detail.item.since} zone={zone} />}
    </section>
  );
}
