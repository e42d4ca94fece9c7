import { useEffect, useRef, useState } from 'react';
import type { RescheduleDecision } from '@contracts/econsultation/types';
import { formatFees } from '@contracts/format';
import { formatDuration, formatSlotRange, formatTimeZone, formatUpcoming } from '@contracts/format-time';
import { browserTimeZone, formatBookingDate, formatTimeRange, useRespondToRescheduleMutation, type Booking } from '@/entities/booking';
import { errorMessage } from '@/shared/api';
import { econsultationT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, Modal } from '@/shared/ui';
import { RescheduleForm } from './RescheduleForm';
import styles from './RescheduleBooking.module.css';

/** The pending new time in the freelancer's zone, and in the viewer's own when it differs; its length and fees. */
function ProposalNotice({ booking }: { booking: Booking }) {
  const proposal = booking.reschedule!;
  const zone = booking.bookingDetails.freelancerTimezone;
  const viewerZone = browserTimeZone();
  const duration = formatDuration(proposal.durationMinutes);
  return (
    <p className={styles.proposal} data-testid="reschedule-proposal">
      <strong>
        {t('econsultation.reschedule.pending', { date: formatBookingDate(proposal.preferenceDate), time: formatSlotRange(proposal.startTime, proposal.endTime), zone: formatTimeZone(zone) })}
      </strong>
      {viewerZone !== zone && (
        <span className={styles.muted}>
          {t('econsultation.bookings.inZone', { ...formatTimeRange(proposal.startsAt, proposal.endsAt, viewerZone), zone: formatTimeZone(viewerZone) })}
        </span>
      )}
      <span data-testid="reschedule-proposal-fees">
        {proposal.totalFees === booking.totalFees
          ? t('econsultation.reschedule.feesSame', { duration, fees: formatFees(proposal.totalFees) })
          : t('econsultation.reschedule.feesChange', { duration, from: formatFees(booking.totalFees), to: formatFees(proposal.totalFees) })}
      </span>
      <span className={styles.muted}>{t('econsultation.reschedule.held', { when: formatUpcoming(proposal.holdsUntil, viewerZone) })}</span>
    </p>
  );
}

/**
 * Moving a booking on its preview page: either party proposes a new
 * time while `canReschedule`; both see a pending proposal; the other
 * party accepts (the booking moves) or declines while `canRespond`.
 * After each step the focus goes to the outcome, as the buttons leave.
 */
export function RescheduleBooking({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answering, setAnswering] = useState<RescheduleDecision | null>(null);
  const [respond] = useRespondToRescheduleMutation();
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (!booking.reschedule && !booking.canReschedule && !outcome) return null;

  const answer = async (decision: RescheduleDecision) => {
    setError(null);
    setAnswering(decision);
    try {
      await respond({ id: booking.id, decision }).unwrap();
      const done = t(decision === 'accept' ? 'econsultation.reschedule.accepted' : 'econsultation.reschedule.declined');
      notify(done, 'success');
      setOutcome(done);
    } catch (failure) {
      setError(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('econsultation.reschedule.answerFailed'));
    } finally {
      setAnswering(null);
    }
  };
  const sent = () => {
    setOpen(false);
    setOutcome(t(booking.viewerRole === 'booker' ? 'econsultation.reschedule.sent' : 'econsultation.reschedule.sentToClient'));
  };

  return (
    <div className={styles.block}>
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          {outcome}
        </p>
      )}
      {booking.reschedule && <ProposalNotice booking={booking} />}
      {booking.reschedule && booking.reschedule.by === booking.viewerRole && (
        <p className={styles.muted}>{t(booking.viewerRole === 'booker' ? 'econsultation.reschedule.waiting' : 'econsultation.reschedule.waitingForClient')}</p>
      )}
      {booking.reschedule && booking.canRespond && (
        <>
          <p className={styles.muted}>{t(booking.reschedule.by === 'booker' ? 'econsultation.reschedule.answer' : 'econsultation.reschedule.answerFromConsultant')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" loading={answering === 'decline'} disabled={answering !== null} onClick={() => void answer('decline')}>
              {t('econsultation.reschedule.decline')}
            </Button>
            <Button loading={answering === 'accept'} disabled={answering !== null} onClick={() => void answer('accept')}>
              {t('econsultation.reschedule.accept')}
            </Button>
          </div>
        </>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      {booking.canReschedule && (
        <div className={styles.actions}>
          <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('econsultation.reschedule.button')}
          </Button>
        </div>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={t('econsultation.reschedule.title')} className={styles.dialog}>
        {open && <RescheduleForm booking={booking} onSent={sent} onCancel={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}
