import { feesFor } from '@contracts/econsultation/fees';
import { formatFees } from '@contracts/format';
import { formatDuration } from '@contracts/format-time';
import { econsultationT as t } from '@/shared/i18n';
import { cx } from '@/shared/ui';
import styles from './SessionLengths.module.css';

export interface SessionLengthsProps {
  /** The lengths the consultant offers, in minutes. */
  lengths: readonly number[];
  /** The consultant's hourly rate, for each length's fee. */
  hourlyRate: string;
  value: number;
  onChange: (minutes: number) => void;
}

/** The session lengths as radio buttons, each with its fee. */
export function SessionLengths({ lengths, hourlyRate, value, onChange }: SessionLengthsProps) {
  return (
    <fieldset className={styles.lengths}>
      <legend>{t('econsultation.slots.length')}</legend>
      <div className={styles.lengthChoices}>
        {lengths.map((minutes) => (
          <label key={minutes} className={cx(styles.lengthChoice, minutes === value && styles.lengthOn)}>
            <input type="radio" name="session-length" value={minutes} checked={minutes === value} onChange={() => onChange(minutes)} />
            <span>{formatDuration(minutes)}</span> <span className={styles.fee}>{formatFees(feesFor(hourlyRate, minutes))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
