import { useId } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { isEConsultant, type Freelancer } from '@/entities/freelancer';
import { ResumeButton } from '@/features/download-resume';
import { InviteToApply } from '@/features/alerts/invite-freelancer';
import { selectIsLoggedIn } from '@/shared/auth';
import { freelancersT as t } from '@/shared/i18n';
import { useLoginHref } from '@/shared/lib/router';
import { loginHref, paths } from '@/shared/routes';
import { Button, CalendarIcon, EditIcon, MailIcon, cx } from '@/shared/ui';
import { useIsMine } from '../model/useIsMine';
import { NextAvailable } from './NextAvailable';
import styles from './FreelancerCard.module.css';

export interface FreelancerActionsProps {
  freelancer: Freelancer;
  /** Offers Book (or says there is no e-consultation); not on the booking page itself, nor on a preview of one's own card. */
  book?: boolean;
  /** Says beside Book when the next free time is (the freelancer's page and preview; not every card of a list). */
  nextAvailable?: boolean;
}

/**
 * The card's usual actions: the résumé, Message (an e-mail link; visitors go
 * to /login), Invite to apply for a business, then Edit profile on one's own card, else Book.
 */
export function FreelancerActions({ freelancer, book = true, nextAvailable = false }: FreelancerActionsProps) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const loginAndBack = useLoginHref();
  const mine = useIsMine(freelancer);
  const noEconsultationId = useId();
  const email = freelancer.user.email;
  const messageHref = loggedIn && email ? `mailto:${email}` : null;

  let booking = null;
  // Nobody books their own time.
  if (book && !mine) {
    const link = isEConsultant(freelancer) && (
      <Link className={cx(styles.action, styles.actionPrimary)} to={loggedIn ? paths.booking(freelancer.id) : loginHref(paths.booking(freelancer.id))}>
        <CalendarIcon size={18} />
        {t('freelancers.card.book')}
      </Link>
    );
    booking = link ? (
      nextAvailable ? (
        <span className={styles.bookOff}>
          {link}
          <NextAvailable freelancerId={freelancer.id} />
        </span>
      ) : (
        link
      )
    ) : (
      <span className={styles.bookOff}>
        <Button size="sm" variant="secondary" disabled aria-describedby={noEconsultationId}>
          <CalendarIcon size={18} />
          {t('freelancers.card.book')}
        </Button>
        <span id={noEconsultationId} className={styles.bookOffText}>
          {t('freelancers.card.noEconsultation')}
        </span>
      </span>
    );
  }

  return (
    <>
      <ResumeButton freelancer={freelancer} size="sm" />
      {messageHref ? (
        <a className={cx(styles.action, styles.actionOutline)} href={messageHref}>
          <MailIcon size={18} />
          {t('freelancers.card.message')}
        </a>
      ) : (
        <Link className={cx(styles.action, styles.actionOutline)} to={loginAndBack}>
          <MailIcon size={18} />
          {t('freelancers.card.message')}
        </Link>
      )}
      <InviteToApply freelancer={freelancer} />
      {mine && (
        <Link className={cx(styles.action, styles.actionPrimary)} to={paths.freelancerProfile}>
          <EditIcon size={18} />
          {t('freelancers.card.editProfile')}
        </Link>
      )}
      {booking}
    </>
  );
}
