import { useId } from 'react';
import { formatDayName, formatSlot, formatTimeZone } from '@contracts/format-time';
import type { BookableSlot } from '@contracts/econsultation/types';
import { econsultationT as t } from '@/shared/i18n';
import { Spinner, cx } from '@/shared/ui';
import styles from './DayTimes.module.css';

export interface DayTimesProps {
  /** The day whose times are shown; none before the month's times arrive or when it has none. */
  day: string | null;
  /** The client's zone, the times' zone. */
  zone: string;
  times: readonly BookableSlot[];
  isChosen: (slot: BookableSlot) => boolean;
  onChoose: (slot: BookableSlot) => void;
  /** The month's times: still loading (none yet), failed, or loaded. */
  loading: boolean;
  failed: boolean;
  loaded: boolean;
}

/** The free starts of one day as toggle buttons, in the client's zone, named after the day. */
export function DayTimes({ day, zone, times, isChosen, onChoose, loading, failed, loaded }: DayTimesProps) {
  const titleId = useId();
  return (
    <div className={styles.times} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.timesTitle}>
        {day ? t('econsultation.slots.timesOn', { day: formatDayName(day) }) : t('econsultation.slots.times')}
      </h3>
      <p className={styles.zone}>{t('econsultation.slots.inYourZone', { zone: formatTimeZone(zone) })}</p>
      {loading && <Spinner size="sm" label={t('econsultation.slots.loading')} />}
      {failed && <p className={styles.empty}>{t('econsultation.slots.failed')}</p>}
      {loaded && times.length === 0 && <p className={styles.empty}>{t('econsultation.slots.noneThisMonth')}</p>}
      <ul className={styles.timeList}>
        {times.map((slot) => (
          <li key={slot.startsAt}>
            <button type="button" className={cx(styles.time, isChosen(slot) && styles.timeOn)} aria-pressed={isChosen(slot)} onClick={() => onChoose(slot)}>
              {formatSlot(slot.time)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
