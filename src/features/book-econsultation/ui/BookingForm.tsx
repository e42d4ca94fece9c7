import '../i18n';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useDispatch } from 'react-redux';
import { BOOKING_LIMITS, econsultationMsg, formatDuration, todayIn, feesFor, type EConsultationSettings } from '@contracts/econsultation';
import type { MyProfile } from '@contracts/user';
import {
  AvailabilityTable,
  bookingApi,
  dayState,
  lastBookableDate,
  endChoices,
  formatBookingDate,
  inZone,
  minutesBetween,
  startChoices,
  useCreateBookingMutation,
  type EConsultancyInfo,
} from '@/entities/booking';
import { type ApiErrorBody, errorMessage } from '@/shared/api';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { t } from '@/shared/i18n';
import { fieldProps, FocusFirstError } from '@/shared/lib/form';
import { dismissToast, notify } from '@/shared/lib/notify';
import { useDelayedNavigate } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Alert, Button, Checkbox, Modal, Select, TextArea, TextField, TimeZoneSelect, cx, type SelectOption } from '@/shared/ui';
import { initialBookingValues, toBookingPayload, validateBooking, type BookingFormValues } from '../model/bookingForm';
import styles from './BookingForm.module.css';

export interface BookingFormProps {
  freelancerId: string;
  /** The freelancer's full name (availability popup, intro). */
  freelancerName: string;
  /** GET /freelancer/econsultancy/{id}, with settings. */
  info: EConsultancyInfo & { settings: EConsultationSettings };
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

/** Server codes after which the robot proof is spent (or was refused) and a new check is needed. */
/** Refusals after the server spent the robot proof (a new check is needed). */
const PROOF_SPENT = new Set(['robot', 'slotJustTaken']);
/** Refusals of the chosen time: it is cleared and the free times read again; everything else typed stays. */
const TIME_REFUSED = new Set(['slotTaken', 'slotJustTaken', 'tooClose', 'tooSoon', 'timeInPast']);

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cx(styles.section, className)}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <div className={styles.sectionBody}>{children}</div>
    </fieldset>
  );
}

const slotOptions = (slots: readonly { label: string }[]): SelectOption[] => slots.map((slot) => ({ value: slot.label, label: slot.label }));

function BookingDetails({ form, info, freelancerName, timezones, today }: { form: FormikProps<BookingFormValues>; info: BookingFormProps['info']; freelancerName: string; timezones: readonly string[]; today: string }) {
  const [availabilityOpen, setAvailabilityOpen] = useState(false);
  const { values, setFieldValue, setFieldTouched } = form;
  const details = values.bookingDetails;
  const zone = info.settings.timezone;
  const state = dayState(info, details.preferenceDate);
  const starts = useMemo(() => startChoices(info, details.preferenceDate), [info, details.preferenceDate]);
  const ends = useMemo(() => endChoices(info, details.preferenceDate, details.startTime), [info, details.preferenceDate, details.startTime]);
  const zoneNoteId = useId();

  const setDate = (date: string) => {
    void setFieldValue('bookingDetails.preferenceDate', date);
    const nextStarts = startChoices(info, date);
    if (!nextStarts.some((slot) => slot.label === details.startTime)) {
      void setFieldValue('bookingDetails.startTime', '');
      void setFieldValue('bookingDetails.endTime', '');
    } else if (!endChoices(info, date, details.startTime).some((slot) => slot.label === details.endTime)) {
      void setFieldValue('bookingDetails.endTime', '');
    }
  };
  const setStart = (start: string) => {
    void setFieldValue('bookingDetails.startTime', start);
    if (!endChoices(info, details.preferenceDate, start).some((slot) => slot.label === details.endTime)) void setFieldValue('bookingDetails.endTime', '');
  };

  const converted =
    details.preferenceDate && details.startTime && details.endTime && details.timezone && details.timezone !== zone
      ? {
          start: inZone(details.preferenceDate, details.startTime, zone, details.timezone),
          end: inZone(details.preferenceDate, details.endTime, zone, details.timezone),
        }
      : null;

  let startPlaceholder = t('econsultation.booking.chooseTime');
  if (!details.preferenceDate) startPlaceholder = t('econsultation.booking.chooseDateFirst');
  const endPlaceholder = details.startTime ? t('econsultation.booking.chooseTime') : t('econsultation.booking.chooseStartFirst');

  return (
    <Section title={t('econsultation.booking.detailsTitle')}>
      <div className={styles.availabilityBar}>
        <p id={zoneNoteId} className={styles.zoneNote}>
          {t('econsultation.booking.freelancerZone', { zone })}
        </p>
        <Button
          className={styles.availabilityToggle}
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={availabilityOpen}
          onClick={() => setAvailabilityOpen((open) => !open)}
        >
          {t('econsultation.booking.availabilityToggle')}
        </Button>
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('econsultation.booking.preferenceDate')}
          type="date"
          required
          min={today}
          max={lastBookableDate(info) ?? undefined}
          aria-describedby={zoneNoteId}
          {...fieldProps(form, 'bookingDetails.preferenceDate')}
          onChange={(event) => setDate(event.target.value)}
          onBlur={() => void setFieldTouched('bookingDetails.preferenceDate', true)}
        />
        <TimeZoneSelect label={t('econsultation.booking.timezone')} required zones={timezones} {...fieldProps(form, 'bookingDetails.timezone')} />
      </div>
      {state === 'past' && <Alert tone="warning">{econsultationMsg.dateInPast}</Alert>}
      {state === 'dayOff' && <Alert tone="warning">{t('econsultation.booking.notAvailableDay')}</Alert>}
      {state === 'full' && <Alert tone="warning">{t('econsultation.booking.dayFull')}</Alert>}
      {state === 'timesPassed' && (
        <Alert tone="warning">{t('econsultation.booking.timesPassed', { hours: info.settings.minNoticeHours })}</Alert>
      )}
      {state === 'beyondHorizon' && <Alert tone="warning">{t('econsultation.booking.beyondHorizon', { days: info.settings.horizonDays })}</Alert>}
      <div className={styles.pair}>
        <Select
          label={t('econsultation.booking.startTime')}
          required
          placeholder={startPlaceholder}
          options={slotOptions(starts)}
          disabled={starts.length === 0}
          {...fieldProps(form, 'bookingDetails.startTime')}
          onChange={(event) => setStart(event.target.value)}
        />
        <Select
          label={t('econsultation.booking.endTime')}
          required
          placeholder={endPlaceholder}
          options={slotOptions(ends)}
          disabled={ends.length === 0}
          {...fieldProps(form, 'bookingDetails.endTime')}
        />
      </div>
      {converted && (
        <p className={styles.converted} role="status">
          {t('econsultation.booking.yourTime', {
            zone: details.timezone,
            date: formatBookingDate(converted.start.date),
            from: converted.start.label,
            to: converted.end.label,
          })}
        </p>
      )}
      <TextField
        label={t('econsultation.booking.proposeAlternateDate')}
        hint={t('econsultation.booking.proposeAlternateHint')}
        maxLength={BOOKING_LIMITS.proposeAlternateDate}
        {...fieldProps(form, 'bookingDetails.proposeAlternateDate')}
      />
      <Modal open={availabilityOpen} onClose={() => setAvailabilityOpen(false)} title={t('econsultation.booking.availabilityTitle')}>
        <AvailabilityTable settings={info.settings} freelancerName={freelancerName} />
      </Modal>
    </Section>
  );
}

/**
 * The booking form of SPEC §2, §4, §5: client information, date and times
 * from the freelancer's window on that weekday (booked half hours left out),
 * the availability popup, notice bullets, accept box, robot check, rate and
 * total fees. Submit checks run in the spec's order; success refreshes the
 * bookings and goes to /econsultancy/bookings after 2 s.
 */
export function BookingForm({ freelancerId, freelancerName, info, profile, timezones, defaultZone, renderRobotCheck }: BookingFormProps) {
  const dispatch = useDispatch();
  const navigateLater = useDelayedNavigate();
  const [createBooking] = useCreateBookingMutation();
  const [robotResetKey, setRobotResetKey] = useState(0);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const settings = info.settings;
  const zone = settings.timezone;
  const today = todayIn(zone);
  const initialValues = useMemo(() => initialBookingValues(profile, defaultZone), [profile, defaultZone]);

  const submit = async (values: BookingFormValues, helpers: FormikHelpers<BookingFormValues>) => {
    setServerError(null);
    const pending = notify(t('econsultation.booking.started'), 'info', { persist: true });
    try {
      await createBooking({ body: toBookingPayload(values, freelancerId, settings.hourlyRate), proof: values.robot }).unwrap();
      dismissToast(pending);
      notify(t('econsultation.booking.booked'), 'success');
      setDone(true);
      navigateLater(paths.bookings, REDIRECT_DELAY_MS.booking);
    } catch (error) {
      dismissToast(pending);
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
    <Formik initialValues={initialValues} validate={(values) => validateBooking(values, today, freelancerId)} onSubmit={submit}>
      {(form) => {
        const { startTime, endTime, preferenceDate } = form.values.bookingDetails;
        const minutes = minutesBetween(startTime, endTime, preferenceDate, settings.timezone);
        return (
          <Form noValidate className={styles.form}>
            <FocusFirstError />
            <Section title={t('econsultation.booking.clientTitle')}>
              <div className={styles.pair}>
                <TextField
                  label={t('econsultation.booking.name')}
                  autoComplete="name"
                  required
                  maxLength={BOOKING_LIMITS.name}
                  {...fieldProps(form, 'clientInformation.name')}
                />
                <TextField
                  label={t('econsultation.booking.organization')}
                  autoComplete="organization"
                  maxLength={BOOKING_LIMITS.organization}
                  {...fieldProps(form, 'clientInformation.organization')}
                />
                <TextField
                  label={t('econsultation.booking.email')}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={BOOKING_LIMITS.email}
                  {...fieldProps(form, 'clientInformation.email')}
                />
                <TextField
                  label={t('econsultation.booking.phone')}
                  hint={t('econsultation.booking.phoneHint')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={BOOKING_LIMITS.phone}
                  {...fieldProps(form, 'clientInformation.phone')}
                />
              </div>
              <TextArea
                label={t('econsultation.booking.requirements')}
                hint={t('econsultation.booking.requirementsHint')}
                required
                rows={5}
                maxLength={BOOKING_LIMITS.requirements}
                enforceMaxLength={false}
                {...fieldProps(form, 'clientInformation.requirements')}
              />
            </Section>

            <BookingDetails form={form} info={info} freelancerName={freelancerName} timezones={timezones} today={today} />

            <Section title={t('econsultation.booking.noticeTitle')}>
              <ul className={styles.notice}>
                <li>{t('econsultation.booking.notice.connects')}</li>
                <li>{t('econsultation.booking.notice.fees')}</li>
                <li>{t('econsultation.booking.notice.timezone', { zone })}</li>
                <li>{t('econsultation.booking.notice.rate')}</li>
                <li>{t('econsultation.booking.notice.email')}</li>
              </ul>
              <Checkbox label={t('econsultation.booking.accept')} error={fieldProps(form, 'isAccept').error} {...form.getFieldProps({ name: 'isAccept', type: 'checkbox' })} />
              {renderRobotCheck(robotResetKey)}
              <div role="group" aria-label={t('econsultation.booking.feesTitle')}>
                <dl className={styles.fees}>
                  <div>
                    <dt>{t('econsultation.booking.hourlyRate')}</dt>
                    <dd>{settings.hourlyRate}</dd>
                  </div>
                  <div>
                    <dt>{t('econsultation.booking.duration')}</dt>
                    <dd>{minutes > 0 ? formatDuration(minutes) : t('econsultation.bookings.unknown')}</dd>
                  </div>
                  <div className={styles.total}>
                    <dt>{t('econsultation.booking.totalFees')}</dt>
                    <dd data-testid="total-fees">{feesFor(settings.hourlyRate, minutes)}</dd>
                  </div>
                </dl>
              </div>
            </Section>

            {serverError && <Alert tone="danger">{serverError}</Alert>}
            {done && <Alert tone="success">{t('econsultation.booking.redirecting')}</Alert>}
            <div className={styles.actions}>
              <Button type="submit" size="lg" loading={form.isSubmitting} disabled={done}>
                {t('econsultation.booking.submit')}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
