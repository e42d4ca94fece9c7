import { useMemo, useState, type ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { todayIn } from '@contracts/econsultation/zoned-time';
import type { MyProfile } from '@contracts/user';
import { bookingApi, bookingConfirmedHref, useCreateBookingMutation } from '@/entities/booking';
import { type ApiErrorBody, errorMessage } from '@/shared/api';
import { econsultationT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, withSaveToasts } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Alert } from '@/shared/ui';
import { initialBookingValues, toBookingPayload, validateBooking, type BookableInfo, type BookingFormValues } from '../model/bookingForm';
import { BookingDetails } from './BookingDetails';
import { ClientSection, NoticeSection } from './BookingSections';
import styles from './BookingForm.module.css';

export interface BookingFormProps {
  freelancerId: string;
  /** The freelancer's full name (availability popup, intro). */
  freelancerName: string;
  /** GET /freelancer/econsultancy/{id}, with settings. */
  info: BookableInfo;
  /** The client's account, to start the client information from. */
  profile: MyProfile | undefined;
  /** IANA zones for "Your time zone" (reference data). */
  timezones: readonly string[];
  /** The client's zone to start with (the browser's). */
  defaultZone: string;
  /**
   * The robot check, bound to the Formik field `robot` (the page passes
   * features/robot-check's RobotCheckField: features do not import each other).
   * `resetKey` changes when a spent proof needs a new check.
   */
  renderRobotCheck: (resetKey: number) => ReactNode;
}

/** Refusals after the server spent the robot proof (a new check is needed). */
const PROOF_SPENT = new Set(['robot', 'slotJustTaken']);
/** Refusals of the chosen time: it is cleared and the free times read again; everything else typed stays. */
const TIME_REFUSED = new Set(['slotTaken', 'slotJustTaken', 'tooClose', 'tooSoon', 'timeInPast']);

/**
 * The booking form of docs/reference.md#screens, #states, #validation: choosing the time first (the slot picker,
 * the availability popup), then the client information, notice bullets, accept box, robot check, rate and
 * total fees. Submit checks run in the spec's order; success refreshes the
 * bookings and opens the new booking's page with its confirmation.
 */
export function BookingForm({ freelancerId, freelancerName, info, profile, timezones, defaultZone, renderRobotCheck }: BookingFormProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createBooking] = useCreateBookingMutation();
  const [robotResetKey, setRobotResetKey] = useState(0);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const settings = info.settings;
  const today = todayIn(settings.timezone);
  const initialValues = useMemo(() => initialBookingValues(profile, defaultZone), [profile, defaultZone]);

  const submit = async (values: BookingFormValues, helpers: FormikHelpers<BookingFormValues>) => {
    setServerError(null);
    try {
      const booking = await withSaveToasts({ pending: t('econsultation.booking.started'), done: t('econsultation.booking.booked') }, () =>
        createBooking({ body: toBookingPayload(values, freelancerId, settings), proof: values.robot }).unwrap(),
      );
      setDone(true);
      // The booking page confirms it (join details, add to calendar); Back does not lead to the spent form.
      void navigate(bookingConfirmedHref(booking.id), { replace: true });
    } catch (error) {
      notify(t('econsultation.booking.failed'), 'error');
      const failure = error as Parameters<typeof errorMessage>[0];
      setServerError(errorMessage(failure) ?? null);
      const code = failure && 'status' in failure ? ((failure.data ?? {}) as ApiErrorBody).errors?.error : undefined;
      if (code && PROOF_SPENT.has(code)) {
        void helpers.setFieldValue('robot', '', false);
        setRobotResetKey((key) => key + 1);
      }
      // Someone else took the time meanwhile: clear it and read the booked times again.
      if (code && TIME_REFUSED.has(code)) {
        void helpers.setFieldValue('bookingDetails.startTime', '', false);
        void helpers.setFieldValue('bookingDetails.endTime', '', false);
        dispatch(bookingApi.util.invalidateTags([{ type: 'Econsultancy', id: freelancerId }]));
      }
    }
  };

  return (
    <FormShell className={styles.form} initialValues={initialValues} validate={(values) => validateBooking(values, today, freelancerId)} onSubmit={submit}>
      {() => (
        <>
          <BookingDetails info={info} freelancerName={freelancerName} timezones={timezones} />
          <ClientSection />
          <NoticeSection settings={settings} robotCheck={renderRobotCheck(robotResetKey)} />
          {serverError && <Alert tone="danger">{serverError}</Alert>}
          {done && <Alert tone="success">{t('econsultation.booking.redirecting')}</Alert>}
          <div className={styles.actions}>
            <FormSubmit size="lg" disabled={done}>
              {t('econsultation.booking.submit')}
            </FormSubmit>
          </div>
        </>
      )}
    </FormShell>
  );
}
