import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { feesFor } from '@contracts/econsultation/fees';
import { todayIn, zonedDate } from '@contracts/econsultation/zoned-time';
import { formatFees } from '@contracts/format';
import { formatDayName, formatDuration, formatMonthYear, formatSlot, formatTimeRange, formatTimeZone, formatUpcoming, formatWeekdayShort } from '@contracts/format-time';
import { currentLocale } from '@contracts/locale';
import type { ChosenTime } from '@contracts/econsultation/availability';
import { defaultSessionLength } from '@contracts/econsultation/slots';
import type { BookableSlot, EConsultationSettings } from '@contracts/econsultation/types';
import { WEEKDAYS } from '@contracts/reference';
import { econsultationT as t } from '@/shared/i18n';
import { Button, Spinner, cx } from '@/shared/ui';
import { useGetSlotsQuery } from '../api/slotsApi';
import { addMonths, monthEnd, monthStart, monthWeeks, movedDay } from '../lib/calendar';
import styles from './SlotPicker.module.css';

export type { ChosenTime };

export interface SlotPickerProps {
  freelancerId: string;
  settings: EConsultationSettings;
  /** The client's zone: the calendar's days and the buttons' times are in it. */
  zone: string;
  value: ChosenTime;
  onChange: (time: ChosenTime) => void;
  /** Why the form cannot go on without a time (shown under the picker; the calendar is marked invalid). */
  error?: string;
  /** A booking being moved: its own time is free. */
  except?: string;
}

/**
 * Choosing a time (issue 28): a session length, a month calendar whose days with free times are enabled, and the free
 * starts of the chosen day as buttons in the client's zone, with the consultant's own
 * time shown once one is chosen. The times come from GET /unauth/freelancer/{id}/slots, the rules the server books by;
 * a choice is the booking's date, start and end (the consultant's wall clock). Booking and moving a booking both use it.
 */
export function SlotPicker({ freelancerId, settings, zone, value, onChange, error, except }: SlotPickerProps) {
  const today = todayIn(zone);
  const [length, setLength] = useState(() => defaultSessionLength(settings.sessionLengths));
  const [month, setMonth] = useState(() => monthStart(today));
  const [day, setDay] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const timesId = useId();
  const errorId = useId();

  const from = month < today ? today : month;
  const { data, isFetching, isError } = useGetSlotsQuery({ freelancerId, from: from > monthEnd(month) ? monthEnd(month) : from, to: monthEnd(month), length, tz: zone, except });
  const answer = data && data.length === length && data.timezone === zone ? data : undefined;
  const byDay = useMemo(() => {
    const days = new Map<string, BookableSlot[]>();
    for (const slot of answer?.slots ?? []) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
    return days;
  }, [answer]);
  const lastMonth = monthStart(answer?.lastDate ?? addMonths(today, 2));

  // The first day with free times is chosen when none is (or the chosen one has none in this month).
  const shownDay = day && day.startsWith(month.slice(0, 7)) ? day : null;
  const firstOpen = [...byDay.keys()].sort()[0] ?? null;
  const activeDay = shownDay ?? firstOpen;
  const focusDay = focused && focused.startsWith(month.slice(0, 7)) ? focused : activeDay ?? from;

  useEffect(() => {
    if (focused) gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const chosen = (slot: BookableSlot) => slot.preferenceDate === value.preferenceDate && slot.startTime === value.startTime && slot.endTime === value.endTime;
  const choose = ({ preferenceDate, startTime, endTime }: BookableSlot) => onChange({ preferenceDate, startTime, endTime });
  const clearTime = () => onChange({ preferenceDate: value.preferenceDate, startTime: '', endTime: '' });
  const showMonth = (next: string) => {
    setMonth(next);
    setDay(null);
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = movedDay(date, event.key, currentLocale() === 'ar');
    if (!next) return;
    event.preventDefault();
    if (next < monthStart(today) || monthStart(next) > lastMonth) return;
    if (monthStart(next) !== month) setMonth(monthStart(next));
    setFocused(next);
  };
  const goNext = () => {
    const next = answer?.next;
    if (!next) return;
    setMonth(monthStart(next.date));
    setDay(next.date);
    choose(next);
  };

  const times = activeDay ? byDay.get(activeDay) ?? [] : [];
  const selected = answer?.slots.find(chosen) ?? null;

  return (
    <div className={styles.picker}>
      <fieldset className={styles.lengths}>
        <legend>{t('econsultation.slots.length')}</legend>
        <div className={styles.lengthChoices}>
          {settings.sessionLengths.map((minutes) => (
            <label key={minutes} className={cx(styles.lengthChoice, minutes === length && styles.lengthOn)}>
              <input
                type="radio"
                name="session-length"
                value={minutes}
                checked={minutes === length}
                onChange={() => {
                  setLength(minutes);
                  clearTime();
                }}
              />
              <span>{formatDuration(minutes)}</span>{' '}
              <span className={styles.fee}>{formatFees(feesFor(settings.hourlyRate, minutes))}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {answer?.next && (
        <p className={styles.next}>
          <Button className={styles.nextButton} variant="outline" size="sm" onClick={goNext}>
            {t('econsultation.slots.nextAvailable', { when: formatUpcoming(answer.next.startsAt, zone) })}
          </Button>
        </p>
      )}

      <div className={styles.layout}>
        <div className={styles.calendar}>
          <div className={styles.monthBar}>
            <Button variant="outline" size="sm" aria-label={t('econsultation.slots.previousMonth')} disabled={month <= monthStart(today)} onClick={() => showMonth(addMonths(month, -1))}>
              <span aria-hidden="true" className={styles.flip}>‹</span>
            </Button>
            <h3 id={headingId} className={styles.month} aria-live="polite">
              {formatMonthYear(month)}
            </h3>
            <Button variant="outline" size="sm" aria-label={t('econsultation.slots.nextMonth')} disabled={month >= lastMonth} onClick={() => showMonth(addMonths(month, 1))}>
              <span aria-hidden="true" className={styles.flip}>›</span>
            </Button>
          </div>
          <table ref={gridRef} role="grid" aria-labelledby={headingId} className={styles.grid}>
            <thead>
              <tr>
                {monthWeeks(month)[1].map((date, index) => (
                  <th key={date} scope="col" aria-label={t(`econsultation.weekday.${WEEKDAYS[index]}`)}>
                    {formatWeekdayShort(date!)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, row) => (
                <tr key={row}>
                  {week.map((date, cell) => {
                    if (!date) return <td key={cell} role="gridcell" />;
                    const count = byDay.get(date)?.length ?? 0;
                    const isActive = date === activeDay;
                    return (
                      <td key={date} role="gridcell" aria-selected={isActive}>
                        <button
                          type="button"
                          data-day={date}
                          className={cx(styles.day, count > 0 && styles.open, isActive && styles.active)}
                          tabIndex={date === focusDay ? 0 : -1}
                          aria-disabled={count === 0}
                          // A missing time is the calendar's to say: the form's first-error focus lands on its focusable day.
                          aria-invalid={error && date === focusDay ? true : undefined}
                          aria-describedby={error && date === focusDay ? errorId : undefined}
                          aria-label={t('econsultation.slots.dayLabel', { day: formatDayName(date), count })}
                          onKeyDown={(event) => onKey(event, date)}
                          onFocus={() => setFocused(date)}
                          onClick={() => {
                            if (count === 0) return;
                            setDay(date);
                            if (date !== activeDay) clearTime();
                          }}
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

        <div className={styles.times} role="group" aria-labelledby={timesId}>
          <h3 id={timesId} className={styles.timesTitle}>
            {activeDay ? t('econsultation.slots.timesOn', { day: formatDayName(activeDay) }) : t('econsultation.slots.times')}
          </h3>
          <p className={styles.zone}>{t('econsultation.slots.inYourZone', { zone: formatTimeZone(zone) })}</p>
          {isFetching && !answer && <Spinner size="sm" label={t('econsultation.slots.loading')} />}
          {isError && <p className={styles.empty}>{t('econsultation.slots.failed')}</p>}
          {answer && times.length === 0 && <p className={styles.empty}>{t('econsultation.slots.noneThisMonth')}</p>}
          <ul className={styles.timeList}>
            {times.map((slot) => (
              <li key={slot.startsAt}>
                <button type="button" className={cx(styles.time, chosen(slot) && styles.timeOn)} aria-pressed={chosen(slot)} onClick={() => choose(slot)}>
                  {formatSlot(slot.time)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>

      {selected && (
        <p className={styles.summary} role="status">
          {t('econsultation.slots.chosen', { day: formatDayName(selected.date), time: formatTimeRange(selected.startsAt, selected.endsAt, zone) })}
          {settings.timezone !== zone && (
            <>
              {' '}
              {t('econsultation.slots.consultantTime', {
                day: formatDayName(zonedDate(selected.startsAt, settings.timezone)),
                time: formatTimeRange(selected.startsAt, selected.endsAt, settings.timezone),
                zone: formatTimeZone(settings.timezone),
              })}
            </>
          )}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
