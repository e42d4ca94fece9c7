import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatDayName, formatMonthYear, formatWeekdayShort } from '@contracts/format-time';
import { currentLocale } from '@contracts/locale';
import { WEEKDAYS } from '@contracts/reference';
import { econsultationT as t } from '@/shared/i18n';
import { Button, cx } from '@/shared/ui';
import { addMonths, monthStart, monthWeeks, movedDay } from '../lib/calendar';
import styles from './CalendarGrid.module.css';

export interface CalendarGridProps {
  /** The first day of the month shown (YYYY-MM-01). */
  month: string;
  /** The first and last months that can be shown. */
  firstMonth: string;
  lastMonth: string;
  /** The month to show: `turn` from the month bar's buttons, `focus` when the keys move the focus into it. */
  onMonth: (month: string, by: 'turn' | 'focus') => void;
  /** How many free times a day has; a day without any cannot be picked. */
  countOf: (date: string) => number;
  /** The picked day, marked selected. */
  activeDay: string | null;
  /** The day that takes the focus when none in this month has had it. */
  homeDay: string;
  onPick: (date: string) => void;
  /** A day without free times was clicked or pressed (it is not picked). */
  onUnavailable?: (date: string) => void;
  /** Id of the message saying why a day is needed: the focusable day is then marked invalid and described by it. */
  errorId?: string;
}

/**
 * A month as an ARIA date grid: one day in the tab order (a roving tabindex), the arrow keys, Home, End, Page Up
 * and Page Down move the focus (turning the month when it leaves it), Enter or Space picks the focused day.
 */
export function CalendarGrid({ month, firstMonth, lastMonth, onMonth, countOf, activeDay, homeDay, onPick, onUnavailable, errorId }: CalendarGridProps) {
  const [focused, setFocused] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const focusDay = focused && focused.startsWith(month.slice(0, 7)) ? focused : homeDay;
  const weeks = monthWeeks(month);

  useEffect(() => {
    if (focused) gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = movedDay(date, event.key, currentLocale() === 'ar');
    if (!next) return;
    event.preventDefault();
    if (monthStart(next) < firstMonth || monthStart(next) > lastMonth) return;
    if (monthStart(next) !== month) onMonth(monthStart(next), 'focus');
    setFocused(next);
  };

  return (
    <div>
      <div className={styles.monthBar}>
        <Button variant="outline" size="sm" aria-label={t('econsultation.slots.previousMonth')} disabled={month <= firstMonth} onClick={() => onMonth(addMonths(month, -1), 'turn')}>
          <span aria-hidden="true" className={styles.flip}>‹</span>
        </Button>
        <h3 id={headingId} className={styles.month} aria-live="polite">
          {formatMonthYear(month)}
        </h3>
        <Button variant="outline" size="sm" aria-label={t('econsultation.slots.nextMonth')} disabled={month >= lastMonth} onClick={() => onMonth(addMonths(month, 1), 'turn')}>
          <span aria-hidden="true" className={styles.flip}>›</span>
        </Button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={headingId} className={styles.grid}>
        <thead>
          <tr>
            {weeks[1].map((date, index) => (
              <th key={date} scope="col" aria-label={t(`econsultation.weekday.${WEEKDAYS[index]}`)}>
                {formatWeekdayShort(date!)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, cell) => {
                if (!date) return <td key={cell} role="gridcell" />;
                const count = countOf(date);
                const isActive = date === activeDay;
                const described = errorId && date === focusDay;
                return (
                  <td key={date} role="gridcell" aria-selected={isActive}>
                    <button
                      type="button"
                      data-day={date}
                      className={cx(styles.day, count > 0 && styles.open, isActive && styles.active)}
                      tabIndex={date === focusDay ? 0 : -1}
                      aria-disabled={count === 0}
                      // A missing choice is the calendar's to say: a form's first-error focus lands on its focusable day.
                      aria-invalid={described ? true : undefined}
                      aria-describedby={described ? errorId : undefined}
                      aria-label={t('econsultation.slots.dayLabel', { day: formatDayName(date), count })}
                      onKeyDown={(event) => onKey(event, date)}
                      onFocus={() => setFocused(date)}
                      onClick={() => (count > 0 ? onPick(date) : onUnavailable?.(date))}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
