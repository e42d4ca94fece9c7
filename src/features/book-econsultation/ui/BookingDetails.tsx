import { useId, useMemo, useState } from 'react';
import { useFormikContext } from 'formik';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { BOOKING_LIMITS } from '@contracts/econsultation/schema';
import { formatSlotRange, formatTimeZone } from '@contracts/format-time';
import { AvailabilityTable, dayState, endChoices, formatBookingDate, inZone, insideCancellationNotice, slotOptions, startChoices } from '@/entities/booking';
import { localizeRule, econsultationT as t } from '@/shared/i18n';
import { FormDateField, FormSelect, FormTextField, FormTimeZoneSelect } from '@/shared/lib/form';
import { Alert, Button, FormSection, Modal } from '@/shared/ui';
import type { BookingFormValues } from '../model/bookingForm';
import type { BookingFormProps } from './BookingForm';
import styles from './BookingForm.module.css';


/** Date, zone and times from the freelancer's window on that weekday, the availability popup and the alternate proposal. */
export function BookingDetails({ info, freelancerName, timezones }: { info: BookingFormProps['info']; freelancerName: string; timezones: readonly string[] }) {
  const form = useFormikContext<BookingFormValues>();
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

  const insideNotice = insideCancellationNotice(info, details.preferenceDate, details.startTime);

  let startPlaceholder = t('econsultation.booking.chooseTime');
  if (!details.preferenceDate) startPlaceholder = t('econsultation.booking.chooseDateFirst');
  const endPlaceholder = details.startTime ? t('econsultation.booking.chooseTime') : t('econsultation.booking.chooseStartFirst');

  return (
    <FormSection title={t('econsultation.booking.detailsTitle')}>
      <div className={styles.availabilityBar}>
        <p id={zoneNoteId} className={styles.zoneNote}>
          {t('econsultation.booking.freelancerZone', { zone: formatTimeZone(zone) })}
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
        <FormDateField
          name="bookingDetails.preferenceDate"
          label={t('econsultation.booking.preferenceDate')}
          required
          aria-describedby={zoneNoteId}
          onChange={setDate}
          onBlur={() => void setFieldTouched('bookingDetails.preferenceDate', true)}
        />
        <FormTimeZoneSelect name="bookingDetails.timezone" label={t('econsultation.booking.timezone')} required zones={timezones} />
      </div>
      {state === 'past' && <Alert tone="warning">{localizeRule(econsultationMsg.dateInPast)}</Alert>}
      {state === 'dayOff' && <Alert tone="warning">{t('econsultation.booking.notAvailableDay')}</Alert>}
      {state === 'full' && <Alert tone="warning">{t('econsultation.booking.dayFull')}</Alert>}
      {state === 'timesPassed' && (
        <Alert tone="warning">{t('econsultation.booking.timesPassed', { hours: info.settings.minNoticeHours })}</Alert>
      )}
      {state === 'beyondHorizon' && <Alert tone="warning">{t('econsultation.booking.beyondHorizon', { days: info.settings.horizonDays })}</Alert>}
      <div className={styles.pair}>
        <FormSelect
          name="bookingDetails.startTime"
          label={t('econsultation.booking.startTime')}
          required
          placeholder={startPlaceholder}
          options={slotOptions(starts)}
          disabled={starts.length === 0}
          onChange={(event) => setStart(event.target.value)}
        />
        <FormSelect
          name="bookingDetails.endTime"
          label={t('econsultation.booking.endTime')}
          required
          placeholder={endPlaceholder}
          options={slotOptions(ends)}
          disabled={ends.length === 0}
        />
      </div>
      {insideNotice && <Alert tone="warning">{t('econsultation.booking.insideNotice', { hours: info.settings.cancellationNoticeHours })}</Alert>}
      {converted && (
        <p className={styles.converted} role="status">
          {t('econsultation.booking.yourTime', {
            zone: formatTimeZone(details.timezone),
            date: formatBookingDate(converted.start.date),
            time: formatSlotRange(converted.start.label, converted.end.label),
          })}
        </p>
      )}
      <FormTextField
        label={t('econsultation.booking.proposeAlternateDate')}
        hint={t('econsultation.booking.proposeAlternateHint')}
        maxLength={BOOKING_LIMITS.proposeAlternateDate}
        name="bookingDetails.proposeAlternateDate"
      />
      <Modal open={availabilityOpen} onClose={() => setAvailabilityOpen(false)} title={t('econsultation.booking.availabilityTitle')}>
        <AvailabilityTable settings={info.settings} freelancerName={freelancerName} />
      </Modal>
    </FormSection>
  );
}

