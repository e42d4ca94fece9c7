import { useState } from 'react';
import { useFormikContext } from 'formik';
import { BOOKING_LIMITS } from '@contracts/econsultation/schema';
import { AvailabilityTable, SlotPicker, insideCancellationNotice } from '@/entities/booking';
import { econsultationT as t } from '@/shared/i18n';
import { FormTextField, FormTimeZoneSelect, fieldError } from '@/shared/lib/form';
import { Alert, Button, FormSection, Modal } from '@/shared/ui';
import type { BookableInfo, BookingFormValues } from '../model/bookingForm';
import styles from './BookingForm.module.css';

/**
 * The client's zone, the slot picker (length, day, start: its times in the client's zone, which it names, with the
 * consultant's beside the chosen one), the availability popup and the alternate proposal.
 */
export function BookingDetails({ info, freelancerName, timezones }: { info: BookableInfo; freelancerName: string; timezones: readonly string[] }) {
  const form = useFormikContext<BookingFormValues>();
  const { values } = form;
  const [availabilityOpen, setAvailabilityOpen] = useState(false);
  const details = values.bookingDetails;
  const zone = info.settings.timezone;
  const insideNotice = insideCancellationNotice(info, details.preferenceDate, details.startTime);

  return (
    <FormSection title={t('econsultation.booking.detailsTitle')}>
      <div className={styles.availabilityBar}>
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
      <FormTimeZoneSelect name="bookingDetails.timezone" label={t('econsultation.booking.timezone')} required zones={timezones} />
      <SlotPicker
        freelancerId={info.freelancerId}
        settings={info.settings}
        zone={details.timezone || zone}
        value={details}
        // One change of the three fields and the length, so the form is checked once with all of them (not with stale values).
        onChange={(time, length) => void form.setValues((current) => ({ ...current, bookingDetails: { ...current.bookingDetails, ...time, length } }))}
        error={fieldError(form, 'bookingDetails.startTime') ?? fieldError(form, 'bookingDetails.preferenceDate')}
      />
      {insideNotice && <Alert tone="warning">{t('econsultation.booking.insideNotice', { hours: info.settings.cancellationNoticeHours })}</Alert>}
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
