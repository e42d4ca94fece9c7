import { useId, useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { econsultationMsg } from '@contracts/econsultation/messages';
import {
  bookingApi,
  dayState,
  endChoices,
  slotOptions,
  startChoices,
  useGetEConsultancyQuery,
  useProposeRescheduleMutation,
  type Booking,
} from '@/entities/booking';
import { formatTimeZone } from '@contracts/format-time';
import { errorMessage, type ApiErrorBody } from '@/shared/api';
import { localizeRule, econsultationT as t } from '@/shared/i18n';
import { FormDateField, FormSelect, FormShell, FormSubmit } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, Spinner } from '@/shared/ui';
import { EMPTY_RESCHEDULE, validateReschedule, withoutOwnInterval, type RescheduleFormValues } from '../model/rescheduleForm';
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
 * A new date, start and end for a booking, chosen like a booking's (the
 * freelancer's weekday window, minus booked times, notice and horizon), sent
 * to POST /econsultancybooking/{id}/reschedule. The server's refusal is shown
 * in words above the buttons.
 */
export function RescheduleForm({ booking, onSent, onCancel }: RescheduleFormProps) {
  const dispatch = useDispatch();
  const freelancerId = booking.freelancer.id;
  const { data, isLoading } = useGetEConsultancyQuery(freelancerId);
  const [propose] = useProposeRescheduleMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const zoneNoteId = useId();
  const info = useMemo(() => (data?.settings ? withoutOwnInterval(data, booking) : undefined), [data, booking]);

  if (isLoading) return <Spinner />;
  if (!info?.settings) return <Alert tone="danger">{t('econsultation.reschedule.failed')}</Alert>;
  const { settings } = info;
  const zone = settings.timezone;

  const submit = async (values: RescheduleFormValues, helpers: FormikHelpers<RescheduleFormValues>) => {
    setServerError(null);
    try {
      await propose({ id: booking.id, body: values }).unwrap();
      notify(t('econsultation.reschedule.sent'), 'success');
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
      {(form) => {
        const { preferenceDate, startTime } = form.values;
        const state = dayState(info, preferenceDate);
        const starts = startChoices(info, preferenceDate);
        const ends = endChoices(info, preferenceDate, startTime);
        const setDate = (date: string) => {
          void form.setFieldValue('preferenceDate', date);
          void form.setFieldValue('startTime', '');
          void form.setFieldValue('endTime', '');
        };
        const setStart = (start: string) => {
          void form.setFieldValue('startTime', start);
          void form.setFieldValue('endTime', '');
        };
        return (
          <>
            <p className={styles.hint}>{t('econsultation.reschedule.hint')}</p>
            <p id={zoneNoteId} className={styles.hint}>
              {t('econsultation.reschedule.zone', { zone: formatTimeZone(zone) })}
            </p>
            <FormDateField
              name="preferenceDate"
              label={t('econsultation.booking.preferenceDate')}
              required
              aria-describedby={zoneNoteId}
              onChange={setDate}
            />
            {state === 'past' && <Alert tone="warning">{localizeRule(econsultationMsg.dateInPast)}</Alert>}
            {state === 'dayOff' && <Alert tone="warning">{t('econsultation.booking.notAvailableDay')}</Alert>}
            {state === 'full' && <Alert tone="warning">{t('econsultation.booking.dayFull')}</Alert>}
            {state === 'timesPassed' && <Alert tone="warning">{t('econsultation.booking.timesPassed', { hours: settings.minNoticeHours })}</Alert>}
            {state === 'beyondHorizon' && <Alert tone="warning">{t('econsultation.booking.beyondHorizon', { days: settings.horizonDays })}</Alert>}
            <div className={styles.pair}>
              <FormSelect
                name="startTime"
                label={t('econsultation.booking.startTime')}
                required
                placeholder={t(preferenceDate ? 'econsultation.booking.chooseTime' : 'econsultation.booking.chooseDateFirst')}
                options={slotOptions(starts)}
                disabled={starts.length === 0}
                onChange={(event) => setStart(event.target.value)}
              />
              <FormSelect
                name="endTime"
                label={t('econsultation.booking.endTime')}
                required
                placeholder={t(startTime ? 'econsultation.booking.chooseTime' : 'econsultation.booking.chooseStartFirst')}
                options={slotOptions(ends)}
                disabled={ends.length === 0}
              />
            </div>
            {serverError && <Alert tone="danger">{serverError}</Alert>}
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onCancel}>
                {t('econsultation.reschedule.keep')}
              </Button>
              <FormSubmit>
                {t('econsultation.reschedule.submit')}
              </FormSubmit>
            </div>
          </>
        );
      }}
    </FormShell>
  );
}
