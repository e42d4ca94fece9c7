import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { CANCEL_REASON_MAX } from '@contracts/econsultation/schema';
import { useCancelBookingMutation, type Booking } from '@/entities/booking';
import { econsultationT as t } from '@/shared/i18n';
import { DialogForm, FormTextArea, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, type ButtonSize } from '@/shared/ui';
import styles from './CancelBookingButton.module.css';

export interface CancelBookingButtonProps {
  booking: Booking;
  /** A short reference of the booking, for the button's accessible name. */
  reference: string;
  size?: ButtonSize;
  /** 'Cancel' instead of 'Cancel booking' (narrow table cells); the accessible name stays complete. */
  short?: boolean;
}

interface CancelValues {
  reason: string;
}

/** An emergency cancellation owes the client a reason (the server refuses one without). */
const emergencySchema = yup.object({ reason: yup.string().trim().required(econsultationMsg.emergencyReasonRequired) });

/**
 * Cancel booking: shown while the viewer may still cancel;
 * asks for an optional reason, then POST /econsultancybooking/{id}/cancel.
 * The freelancer's emergency cancellation (the notice has passed, the
 * booking has not started) says so and needs a reason for the client.
 * The server's refusal (e.g. the notice has passed) is shown in the dialog.
 */
export function CancelBookingButton({ booking, reference, size = 'sm', short = false }: CancelBookingButtonProps) {
  const [open, setOpen] = useState(false);
  const [cancelBooking] = useCancelBookingMutation();
  if (!booking.canCancel) return null;

  const emergency = booking.cancelIsEmergency;
  const confirm = async ({ reason }: CancelValues, helpers: FormikHelpers<CancelValues>) => {
    try {
      await cancelBooking({ id: booking.id, reason: reason.trim() }).unwrap();
      setOpen(false);
      notify(t('econsultation.cancel.done'), 'success');
    } catch (failure) {
      showServerError(failure, helpers, {}, t('econsultation.cancel.failed'));
    }
  };

  return (
    <>
      <Button size={size} variant="danger" aria-label={t('econsultation.cancel.label', { id: reference })} onClick={() => setOpen(true)}>
        {t(short ? 'econsultation.cancel.short' : 'econsultation.cancel.button')}
      </Button>
      <DialogForm<CancelValues>
        open={open}
        onClose={() => setOpen(false)}
        title={t('econsultation.cancel.title')}
        dialogClassName={styles.dialog}
        cancelLabel={t('econsultation.cancel.keep')}
        submitLabel={t('econsultation.cancel.confirm')}
        submitVariant="danger"
        initialValues={{ reason: '' }}
        validationSchema={emergency ? emergencySchema : undefined}
        onSubmit={confirm}
      >
        {() => (
          <>
            {emergency && (
              <Alert tone="warning" className={styles.emergency}>
                {t('econsultation.cancel.emergencyHint')}
              </Alert>
            )}
            <p className={styles.hint}>{t('econsultation.cancel.hint')}</p>
            <FormTextArea
              name="reason"
              label={t(emergency ? 'econsultation.cancel.reasonForClient' : 'econsultation.cancel.reason')}
              required={emergency}
              maxLength={CANCEL_REASON_MAX}
              rows={3}
            />
          </>
        )}
      </DialogForm>
    </>
  );
}
