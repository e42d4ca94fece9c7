import { formatSlot, formatTimeZone } from '@contracts/format-time';
import type { EConsultationSettings } from '@contracts/econsultation/types';
import { econsultationT as t } from '@/shared/i18n';
import styles from './AvailabilityTable.module.css';

export interface AvailabilityTableProps {
  settings: EConsultationSettings;
  /** Names the table for screen readers ("Days and hours {name} takes e-Consultations"). */
  freelancerName: string;
}

/** The freelancer's weekly windows (see docs/reference.md#screens): Day, From, To, plus the freelancer's time zone. */
export function AvailabilityTable({ settings, freelancerName }: AvailabilityTableProps) {
  return (
    <div className={styles.wrap}>
      <p className={styles.zone}>{t('econsultation.availability.timezone', { zone: formatTimeZone(settings.timezone) })}</p>
      <p className={styles.zone} data-testid="booking-rules">
        {t('econsultation.availability.rules', { hours: settings.minNoticeHours, days: settings.horizonDays })}
        {settings.bufferMinutes > 0 && ` ${t('econsultation.availability.buffer', { minutes: settings.bufferMinutes })}`}
      </p>
      {settings.availability.length === 0 ? (
        <p className={styles.empty}>{t('econsultation.availability.empty')}</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('econsultation.availability.caption', { name: freelancerName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('econsultation.availability.day')}</th>
              <th scope="col">{t('econsultation.availability.from')}</th>
              <th scope="col">{t('econsultation.availability.to')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.availability.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{t(`econsultation.weekday.${entry.day}`)}</th>
                <td>{formatSlot(entry.from)}</td>
                <td>{formatSlot(entry.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
