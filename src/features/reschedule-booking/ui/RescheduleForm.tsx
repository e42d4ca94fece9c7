import { useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { feesFor } from '@contracts/econsultation/fees';
import type { EConsultancyInfo } from '@contracts/econsultation/types';
import { formatFees } from '@contracts/format';
import { formatDuration } from '@contracts/format-time';
import {
  SlotPicker,
  bookingApi,
  browserTimeZone,
  insideCancellationNotice,
  minutesBetween,
  useGetEConsultancyQuery,
  useProposeRescheduleMutation,
  type Booking,
} from '@/entities/booking';
import { errorMessage, type ApiErrorBody } from '@/shared/api';
import { econsultationT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, fieldError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, Spinner } from '@/shared/ui';
import { EMPTY_RESCHEDULE, validateReschedule, type RescheduleFormValues } from '../model/rescheduleForm';
import styles from './RescheduleBooking.module.css';

/** Refusals of the chosen time: it is cleared and the free times read again. */
const TIME_REFUSED = new Set(['slotTaken', 'slotJustTaken', 'tooClose', 'tooSoon', 'timeInPast']);

export interface RescheduleFormProps {
  booking: Booking;
  /** After the proposal was sent. */
  onSent: () => void;
  onCancel: () => void;
}

/**
 * What the chosen time changes, said before sending: the fees of its length (the booking's rate) beside the current
 * ones, and that a start inside the cancellation notice can then no longer be cancelled or moved.
 */
function Consequences({ booking, info, time }: { booking: Booking; info: EConsultancyInfo; time: RescheduleFormValues }) {
  const settings = info.settings!;
  const minutes = minutesBetween(time.startTime, time.endTime, time.preferenceDate, settings.timezone);
  if (minutes <= 0) return null;
  const fees = feesFor(booking.hourlyRate, minutes);
  const duration = formatDuration(minutes);
  return (
    <div className={styles.consequences} role="status">
      <p data-testid="reschedule-fees">
        {fees === booking.totalFees
          ? t('econsultation.reschedule.feesSame', { duration, fees: formatFees(fees) })
          : t('econsultation.reschedule.feesChange', { duration, from: formatFees(booking.totalFees), to: formatFees(fees) })}
      </p>
      {insideCancellationNotice(info, time.preferenceDate, time.startTime) && (
        <Alert tone="warning">{t('econsultation.reschedule.insideNotice', { hours: settings.cancellationNoticeHours })}</Alert>
      )}
    </div>
  );
}

/**
 * A new time for a booking, chosen in the slot picker as a booking's is (the consultant's free times with the booking's
 * own time free, in the client's zone, starting from the booking's own length), sent to POST /econsultancybooking/{id}/reschedule. The server's refusal is shown
 * in words above the buttons.
 */
export function RescheduleForm({ booking, onSent, onCancel }: RescheduleFormProps) {
  const dispatch = useDispatch();
  const freelancerId = booking.freelancer.id;
  const { data, isLoading } = useGetEConsultancyQuery(freelancerId);
  const [propose] = useProposeRescheduleMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  // The times in the proposer's own zone: the client's as booked, the consultant's own.
  const zone = useMemo(
    () => (booking.viewerRole === 'freelancer' ? booking.bookingDetails.freelancerTimezone : booking.bookingDetails.timezone) || browserTimeZone(),
    [booking],
  );

  if (isLoading) return <Spinner />;
  if (!data?.settings) return <Alert tone="danger">{t('econsultation.reschedule.failed')}</Alert>;
  const { settings } = data;

  const submit = async (values: RescheduleFormValues, helpers: FormikHelpers<RescheduleFormValues>) => {
    setServerError(null);
    try {
      await propose({ id: booking.id, body: values }).unwrap();
      notify(t(booking.viewerRole === 'booker' ? 'econsultation.reschedule.sent' : 'econsultation.reschedule.sentToClient'), 'success');
      onSent();
    } catch (error) {
      const failure = error as Parameters<typeof errorMessage>[0];
      setServerError(errorMessage(failure) ?? t('econsultation.reschedule.failed'));
      const code = failure && 'status' in failure ? ((failure.data ?? {}) as ApiErrorBody).errors?.error : undefined;
      // Someone else took the time meanwhile: clear it and read the free times again.
      if (code && TIME_REFUSED.has(code)) {
        void helpers.setFieldValue('startTime', '', false);
        void helpers.setFieldValue('endTime', '', false);
        dispatch(bookingApi.util.invalidateTags([{ type: 'Econsultancy', id: freelancerId }]));
      }
    }
  };

  return (
    <FormShell className={styles.form} initialValues={EMPTY_RESCHEDULE} validate={validateReschedule} onSubmit={submit}>
      {(form) => (
        <>
          <p className={styles.hint}>{t(booking.viewerRole === 'booker' ? 'econsultation.reschedule.hint' : 'econsultation.reschedule.hintToClient')}</p>
          <SlotPicker
            freelancerId={freelancerId}
            settings={settings}
            zone={zone}
            value={form.values}
            // The three fields in one change, so the form is checked once with all of them.
            onChange={(time) => void form.setValues(time)}
            error={fieldError(form, 'startTime') ?? fieldError(form, 'preferenceDate')}
            except={booking.id}
            initialLength={booking.durationMinutes}
          />
          <Consequences booking={booking} info={data} time={form.values} />
          {serverError && <Alert tone="danger">{serverError}</Alert>}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onCancel}>
              {t('econsultation.reschedule.keep')}
            </Button>
            <FormSubmit>{t('econsultation.reschedule.submit')}</FormSubmit>
          </div>
        </>
      )}
    </FormShell>
  );
}
