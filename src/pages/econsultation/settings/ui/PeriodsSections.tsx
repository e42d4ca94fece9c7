import { useId } from 'react';
import { Link } from 'react-router';
import { useFormikContext } from 'formik';
import type { BookingOnBlockedDate } from '@contracts/econsultation/types';
import { PERIOD_LIMITS } from '@contracts/econsultation/schema';
import { formatDate } from '@contracts/format';
import { formatSlotRange } from '@contracts/format-time';
import { econsultationT as t } from '@/shared/i18n';
import { fieldError, FormDateField, FormTextField } from '@/shared/lib/form';
import { paths } from '@/shared/routes';
import { Alert, Button, FormSection, visuallyHidden } from '@/shared/ui';
import { NEW_BLOCKED, newSpecialHours, without, type SettingsFormValues } from '../model/settingsForm';
import { WeekdayWindows } from './SettingsSections';
import styles from './PeriodsSections.module.css';

/** A list's own error (overlapping periods, too many), shown under the list. */
function ListError({ name, id }: { name: 'blockedDates' | 'specialHours'; id: string }) {
  const form = useFormikContext<SettingsFormValues>();
  const error = typeof form.errors[name] === 'string' ? fieldError(form, name) : undefined;
  return error ? (
    <p id={id} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** A visible label read with its period's name first ("Blocked period 2, First date"). */
const inPeriod = (context: string, text: string) => (
  <>
    <span className={visuallyHidden}>{context}, </span>
    {text}
  </>
);

/** The first and last date of the period at `name`. */
function PeriodDates({ name, context }: { name: string; context: string }) {
  return (
    <div className={styles.dates}>
      <FormDateField name={`${name}.from`} label={inPeriod(context, t('econsultation.settings.periodFrom'))} required />
      <FormDateField name={`${name}.to`} label={inPeriod(context, t('econsultation.settings.periodTo'))} required />
    </div>
  );
}

/** Blocked dates (holidays): from–to and an optional note each; added and removed here, stored with the settings. */
export function BlockedDatesSection() {
  const form = useFormikContext<SettingsFormValues>();
  const errorId = useId();
  const periods = form.values.blockedDates ?? [];
  const set = (next: SettingsFormValues['blockedDates']) => {
    void form.setFieldValue('blockedDates', next);
    void form.setFieldTouched('blockedDates', true, false);
  };
  return (
    <FormSection title={t('econsultation.settings.blockedTitle')} intro={t('econsultation.settings.blockedIntro')}>
      {periods.length === 0 && <p className={styles.none}>{t('econsultation.settings.blockedNone')}</p>}
      <ul className={styles.periods} aria-describedby={errorId}>
        {periods.map((_, index) => {
          const context = t('econsultation.settings.blockedPeriod', { n: index + 1 });
          return (
            <li key={index} className={styles.period} aria-label={context}>
              <PeriodDates name={`blockedDates[${index}]`} context={context} />
              <FormTextField name={`blockedDates[${index}].note`} label={inPeriod(context, t('econsultation.settings.blockedNote'))} maxLength={PERIOD_LIMITS.note} />
              <Button type="button" variant="outline" size="sm" className={styles.remove} aria-label={t('econsultation.settings.removeNamed', { name: context })} onClick={() => set(without(periods, index))}>
                {t('econsultation.settings.removePeriod')}
              </Button>
            </li>
          );
        })}
      </ul>
      <ListError name="blockedDates" id={errorId} />
      <Button type="button" variant="secondary" className={styles.add} disabled={periods.length >= PERIOD_LIMITS.periods} onClick={() => set([...periods, { ...NEW_BLOCKED }])}>
        {t('econsultation.settings.addBlocked')}
      </Button>
    </FormSection>
  );
}

/** Special hours (e.g. Ramadan): from–to and the weekly hours editor for the range. */
export function SpecialHoursSection() {
  const form = useFormikContext<SettingsFormValues>();
  const errorId = useId();
  const periods = form.values.specialHours ?? [];
  const set = (next: SettingsFormValues['specialHours']) => {
    void form.setFieldValue('specialHours', next);
    void form.setFieldTouched('specialHours', true, false);
  };
  return (
    <FormSection title={t('econsultation.settings.specialTitle')} intro={t('econsultation.settings.specialIntro')}>
      {periods.length === 0 && <p className={styles.none}>{t('econsultation.settings.specialNone')}</p>}
      <ul className={styles.periods} aria-describedby={errorId}>
        {periods.map((_, index) => {
          const context = t('econsultation.settings.specialPeriod', { n: index + 1 });
          return (
            <li key={index} className={styles.period} aria-label={context}>
              <PeriodDates name={`specialHours[${index}]`} context={context} />
              <WeekdayWindows name={`specialHours[${index}].availability`} context={context} />
              <Button type="button" variant="outline" size="sm" className={styles.remove} aria-label={t('econsultation.settings.removeNamed', { name: context })} onClick={() => set(without(periods, index))}>
                {t('econsultation.settings.removePeriod')}
              </Button>
            </li>
          );
        })}
      </ul>
      <ListError name="specialHours" id={errorId} />
      <Button
        type="button"
        variant="secondary"
        className={styles.add}
        disabled={periods.length >= PERIOD_LIMITS.periods}
        onClick={() => set([...periods, newSpecialHours(form.values.availability)])}
      >
        {t('econsultation.settings.addSpecial')}
      </Button>
    </FormSection>
  );
}

/** The live bookings on blocked dates: they stay booked; each links to its page, where it can be moved or cancelled. */
export function BookingsOnBlockedDates({ bookings }: { bookings: readonly BookingOnBlockedDate[] }) {
  if (bookings.length === 0) return null;
  return (
    <Alert tone="warning">
      <h2 className={styles.onBlockedTitle}>{t('econsultation.settings.onBlockedTitle')}</h2>
      <p>{t('econsultation.settings.onBlockedIntro')}</p>
      <ul className={styles.onBlocked}>
        {bookings.map((booking) => (
          <li key={booking.id}>
            <Link to={paths.bookingPreview(booking.id)}>
              {t('econsultation.settings.onBlockedItem', {
                reference: booking.reference,
                client: booking.clientName,
                date: formatDate(booking.preferenceDate, { weekday: true }),
                time: formatSlotRange(booking.startTime, booking.endTime),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
