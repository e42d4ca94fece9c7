import { useState } from 'react';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { CANCEL_REASON_MAX } from '@contracts/econsultation/schema';
import { useCancelBookingMutation, type Booking } from '@/entities/booking';
import { errorMessage } from '@/shared/api';
import { econsultationT as t, localizeRule } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, Modal, TextArea, type ButtonSize } from '@/shared/ui';
import styles from './CancelBookingButton.module.css';

export interface CancelBookingButtonProps {
  booking: Booking;
  /** A short reference of the booking, for the button's accessible name. */
  reference: string;
  size?: ButtonSize;
  /** 'Cancel' instead of 'Cancel booking' (narrow table cells); the accessible name stays complete. */
  short?: boolean;
}

/**
 * Cancel booking: shown while the viewer may still cancel;
 * asks for an optional reason, then POST /econsultancybooking/{id}/cancel.
 * The freelancer's emergency cancellation (the notice has passed, the
 * booking has not started) says so and needs a reason for the client.
 * The server's refusal (e.g. the notice has passed) is shown in the dialog.
 */
export function CancelBookingButton({ booking, reference, size = 'sm', short = false }: CancelBookingButtonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  if (!booking.canCancel) return null;

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const emergency = booking.cancelIsEmergency;
  const confirm = async () => {
    setError(null);
    if (emergency && reason.trim() === '') {
      setError(localizeRule(econsultationMsg.emergencyReasonRequired));
      return;
    }
    try {
      await cancelBooking({ id: booking.id, reason: reason.trim() }).unwrap();
      setOpen(false);
      notify(t('econsultation.cancel.done'), 'success');
    } catch (failure) {
      setError(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('econsultation.cancel.failed'));
    }
  };

  return (
    <>
      <Button size={size} variant="danger" aria-label={t('econsultation.cancel.label', { id: reference })} onClick={() => setOpen(true)}>
        {t(short ? 'econsultation.cancel.short' : 'econsultation.cancel.button')}
      </Button>
      <Modal open={open} onClose={close} title={t('econsultation.cancel.title')} className={styles.dialog}>
        {emergency && (
          <Alert tone="warning" className={styles.emergency}>
            {t('econsultation.cancel.emergencyHint')}
          </Alert>
        )}
        <p className={styles.hint}>{t('econsultation.cancel.hint')}</p>
        <TextArea
          label={t(emergency ? 'econsultation.cancel.reasonForClient' : 'econsultation.cancel.reason')}
          required={emergency}
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && <Alert tone="danger">{error}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('econsultation.cancel.keep')}
          </Button>
          <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
            {t('econsultation.cancel.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
