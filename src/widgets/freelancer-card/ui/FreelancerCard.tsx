import type { ReactNode } from 'react';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { freelancerName, type Freelancer } from '@/entities/freelancer';
import { selectIsLoggedIn } from '@/shared/auth';
import { freelancersT as t } from '@/shared/i18n';
import { ContactValue, DetailList, SkillChips, cx, userText } from '@/shared/ui';
import { freelancerContact, freelancerDetailRows } from '../model/details';
import { useIsMine } from '../model/useIsMine';
import { FreelancerCardTop } from './FreelancerCardTop';
import styles from './FreelancerCard.module.css';

export interface FreelancerCardProps {
  freelancer: Freelancer;
  /** list: a compact card (on phones); full: everything, unclamped. */
  variant?: 'list' | 'full';
  /** Level of the name heading (sections inside use the next level). */
  headingLevel?: 2 | 3;
  /** Forces the Preview flag; by default it shows on the viewer's own card (see docs/reference.md#screens). */
  preview?: boolean;
  /** On the booking page: the rate the booking uses (the e-consultation rate) is the card's one rate. */
  bookingRate?: string;
  /** What the page offers on the card (résumé, message, book, view), in its footer. */
  actions?: ReactNode;
  /** Flagged "New" (a result newer than a saved search's last alert). */
  isNew?: boolean;
  className?: string;
}

/**
 * The freelancer card of SPEC §2 with the visibility rules of SPEC §6:
 * visitors see the e-mail masked ('Please login to view' → /login) and the
 * phone only when the data holds it; members see the e-mail, the phone or
 * 'Phone number not available.'. The page passes the card's actions.
 */
export function FreelancerCard({ freelancer, variant = 'list', headingLevel = 2, preview, bookingRate, actions, isNew, className }: FreelancerCardProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const nameId = useId();
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const name = freelancerName(freelancer) || t('freelancers.unknown');
  // mine: the viewer's own card, which has no favourite star (nobody favourites themselves).
  const mine = useIsMine(freelancer);
  const own = preview ?? mine;
  const summary = (freelancer.profileSummary ?? '').trim();
  // list: compact on phones (key facts, a few skills and the actions; the rest is in the preview), by CSS since the server cannot know the width.
  const compact = variant === 'list';
  const contact = freelancerContact(freelancer, loggedIn);

  return (
    <article className={cx(styles.card, variant === 'full' && styles.full, compact && styles.compact, own && styles.own, className)} aria-labelledby={nameId}>
      <FreelancerCardTop freelancer={freelancer} name={name} nameId={nameId} headingLevel={headingLevel} own={own} mine={mine} compact={compact} bookingRate={bookingRate} isNew={isNew} />

      <div className={styles.body}>
        <div className={styles.main}>
          <section className={cx(styles.section, styles.about)}>
            <SubHeading className={styles.sectionTitle}>{t('freelancers.card.about')}</SubHeading>
            {summary ? (
              <p className={cx(styles.summary, variant === 'list' && styles.clamp)} {...userText(summary)}>
                {summary}
              </p>
            ) : (
              <p className={styles.muted}>{t('freelancers.card.noSummary')}</p>
            )}
          </section>
          <section className={styles.section}>
            <SubHeading className={cx(styles.sectionTitle, styles.skillsTitle)}>{t('freelancers.card.skills')}</SubHeading>
            <SkillChips
              skills={freelancer.skills ?? []}
              compact={compact}
              more={(count) => t('freelancers.card.moreSkills', { count })}
              empty={<p className={styles.muted}>{t('freelancers.card.noSkills')}</p>}
            />
          </section>
          <section className={cx(styles.section, styles.contactSection)}>
            <SubHeading className={styles.sectionTitle}>{t('freelancers.card.contact')}</SubHeading>
            <DetailList
              className={styles.contact}
              rows={[
                { key: 'email', label: t('freelancers.card.email'), value: <ContactValue detail={contact.email} /> },
                { key: 'phone', label: t('freelancers.card.phone'), value: <ContactValue detail={contact.phone} /> },
              ]}
            />
          </section>
        </div>
        <section className={cx(styles.section, styles.aside)}>
          <SubHeading className={styles.sectionTitle}>{t('freelancers.card.details')}</SubHeading>
          <DetailList className={styles.details} rows={freelancerDetailRows(freelancer, bookingRate).map((row) => ({ key: row.label, label: t(row.label), value: row.value }))} />
        </section>
      </div>

      {actions && <footer className={styles.actions}>{actions}</footer>}
    </article>
  );
}
