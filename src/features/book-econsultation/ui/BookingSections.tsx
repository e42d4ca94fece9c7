import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import type { EConsultationSettings } from '@contracts/econsultation/types';
import { feesFor } from '@contracts/econsultation/fees';
import { BOOKING_LIMITS } from '@contracts/econsultation/schema';
import { formatFees, formatRate } from '@contracts/format';
import { formatDuration } from '@contracts/format-time';
import { minutesBetween } from '@/entities/booking';
import { econsultationT as t } from '@/shared/i18n';
import { FormCheckbox, FormTextArea, FormTextField } from '@/shared/lib/form';
import { FormSection } from '@/shared/ui';
import type { BookingFormValues } from '../model/bookingForm';
import styles from './BookingForm.module.css';

/** Who books and what for: name, organisation, e-mail, phone and the requirements. */
export function ClientSection() {
  return (
    <FormSection title={t('econsultation.booking.clientTitle')}>
      <div className={styles.pair}>
        <FormTextField label={t('econsultation.booking.name')} autoComplete="name" required maxLength={BOOKING_LIMITS.name} name="clientInformation.name" />
        <FormTextField
          label={t('econsultation.booking.organization')}
          autoComplete="organization"
          maxLength={BOOKING_LIMITS.organization}
          name="clientInformation.organization"
        />
        <FormTextField
          label={t('econsultation.booking.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={BOOKING_LIMITS.email}
          name="clientInformation.email"
        />
        <FormTextField
          label={t('econsultation.booking.phone')}
          hint={t('econsultation.booking.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={BOOKING_LIMITS.phone}
          name="clientInformation.phone"
        />
      </div>
      <FormTextArea
        label={t('econsultation.booking.requirements')}
        hint={t('econsultation.booking.requirementsHint')}
        required
        rows={5}
        maxLength={BOOKING_LIMITS.requirements}
        enforceMaxLength={false}
        name="clientInformation.requirements"
      />
    </FormSection>
  );
}

/** The notice bullets, the accept box, the robot check and the fees of the chosen time. */
export function NoticeSection({ settings, robotCheck }: { settings: EConsultationSettings; robotCheck: ReactNode }) {
  const { startTime, endTime, preferenceDate } = useFormikContext<BookingFormValues>().values.bookingDetails;
  const minutes = minutesBetween(startTime, endTime, preferenceDate, settings.timezone);
  return (
    <FormSection title={t('econsultation.booking.noticeTitle')}>
      <ul className={styles.notice}>
        <li>{t('econsultation.booking.notice.connects')}</li>
        <li>{t('econsultation.booking.notice.fees')}</li>
        <li>{t('econsultation.booking.notice.timezone')}</li>
        <li>{t('econsultation.booking.notice.rate')}</li>
        <li>{t('econsultation.booking.notice.email')}</li>
      </ul>
      <FormCheckbox name="isAccept" label={t('econsultation.booking.accept')} />
      {robotCheck}
      <div role="group" aria-label={t('econsultation.booking.feesTitle')}>
        <dl className={styles.fees}>
          <div>
            <dt>{t('econsultation.booking.hourlyRate')}</dt>
            <dd>{formatRate(settings.hourlyRate)}</dd>
          </div>
          <div>
            <dt>{t('econsultation.booking.duration')}</dt>
            <dd>{minutes > 0 ? formatDuration(minutes) : t('econsultation.bookings.unknown')}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('econsultation.booking.totalFees')}</dt>
            <dd data-testid="total-fees">{formatFees(feesFor(settings.hourlyRate, minutes))}</dd>
          </div>
        </dl>
      </div>
    </FormSection>
  );
}
