import { useId, useMemo, useState } from 'react';
import { feesFor } from '@contracts/econsultation/fees';
import { todayIn, zonedDate } from '@contracts/econsultation/zoned-time';
import { formatFees } from '@contracts/format';
import { formatDayName, formatDuration, formatSlot, formatTimeRange, formatTimeZone, formatUpcoming } from '@contracts/format-time';
import type { ChosenTime } from '@contracts/econsultation/availability';
import { defaultSessionLength } from '@contracts/econsultation/slots';
import type { BookableSlot, EConsultationSettings } from '@contracts/econsultation/types';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { econsultationT as t, localizeRule } from '@/shared/i18n';
import { Button, Spinner, cx } from '@/shared/ui';
import { useGetSlotsQuery } from '../api/slotsApi';
import { addMonths, monthEnd, monthStart } from '../lib/calendar';
import { CalendarGrid } from './CalendarGrid';
import styles from './SlotPicker.module.css';

export type { ChosenTime };

export interface SlotPickerProps {
  freelancerId: string;
  settings: EConsultationSettings;
  /** The client's zone: the calendar's days and the buttons' times are in it. */
  zone: string;
  value: ChosenTime;
  /** A time chosen (with its session length in minutes) or cleared (no length). */
  onChange: (time: ChosenTime, length?: number) => void;
  /** Why the form cannot go on without a time (shown under the picker; the calendar is marked invalid). */
  error?: string;
  /** A booking being moved: its own time is free. */
  except?: string;
  /** The length to start with when offered (a booking being moved starts from its own); else the default length. */
  initialLength?: number;
}

/** The month's free times by day, as GET /unauth/freelancer/{id}/slots gives them for this length and zone. */
function useMonthSlots(freelancerId: string, month: string, from: string, length: number, zone: string, except: string | undefined) {
  const { data, isFetching, isError } = useGetSlotsQuery({ freelancerId, from: from > monthEnd(month) ? monthEnd(month) : from, to: monthEnd(month), length, tz: zone, except });
  // An answer for another length or zone is still cached while the new one loads: it is not shown.
  const answer = data && data.length === length && data.timezone === zone ? data : undefined;
  const byDay = useMemo(() => {
    const days = new Map<string, BookableSlot[]>();
    for (const slot of answer?.slots ?? []) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
    return days;
  }, [answer]);
  return { answer, byDay, loading: isFetching && !answer, failed: isError };
}

interface SessionLengthsProps {
  /** The lengths the consultant offers, in minutes. */
  lengths: readonly number[];
  /** The consultant's hourly rate, for each length's fee. */
  hourlyRate: string;
  value: number;
  onChange: (minutes: number) => void;
}

/** The session lengths as radio buttons, each with its fee. */
function SessionLengths({ lengths, hourlyRate, value, onChange }: SessionLengthsProps) {
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

interface DayTimesProps {
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
  /** A day without free times was chosen (said under the calendar). */
  unavailable: boolean;
}

/** The free starts of one day as toggle buttons, in the client's zone, named after the day. */
function DayTimes({ day, zone, times, isChosen, onChoose, loading, failed, loaded, unavailable }: DayTimesProps) {
  const titleId = useId();
  return (
    <div className={styles.times} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.timesTitle}>
        {day ? t('econsultation.slots.timesOn', { day: formatDayName(day) }) : t('econsultation.slots.times')}
      </h3>
      <p className={styles.zone}>{t('econsultation.slots.inYourZone', { zone: formatTimeZone(zone) })}</p>
      {loading && <Spinner size="sm" label={t('econsultation.slots.loading')} />}
      {failed && <p className={styles.empty}>{t('econsultation.slots.failed')}</p>}
      {loaded && times.length === 0 && !unavailable && <p className={styles.empty}>{t('econsultation.slots.noneThisMonth')}</p>}
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

/** Why a day without free times does not open; always present, so screen readers announce the words when they appear. */
function DayUnavailable({ shown }: { shown: boolean }) {
  return (
    <p className={shown ? styles.unavailable : undefined} role="status">
      {shown ? localizeRule(econsultationMsg.notAvailableDay) : null}
    </p>
  );
}

/** The chosen time in the client's zone, and in the consultant's when it differs. */
function ChosenSummary({ slot, zone, consultantZone }: { slot: BookableSlot; zone: string; consultantZone: string }) {
  return (
    <p className={styles.summary} role="status">
      {t('econsultation.slots.chosen', { day: formatDayName(slot.date), time: formatTimeRange(slot.startsAt, slot.endsAt, zone) })}
      {consultantZone !== zone && (
        <>
          {' '}
          {t('econsultation.slots.consultantTime', {
            day: formatDayName(zonedDate(slot.startsAt, consultantZone)),
            time: formatTimeRange(slot.startsAt, slot.endsAt, consultantZone),
            zone: formatTimeZone(consultantZone),
          })}
        </>
      )}
    </p>
  );
}

/**
 * Choosing a time: a session length, a month calendar whose days with free times are enabled, and the free
 * starts of the chosen day as buttons in the client's zone, with the consultant's own
 * time shown once one is chosen. The times come from GET /unauth/freelancer/{id}/slots, the rules the server books by;
 * a choice is the booking's date, start and end (the consultant's wall clock). Booking and moving a booking both use it.
 */
export function SlotPicker({ freelancerId, settings, zone, value, onChange, error, except, initialLength }: SlotPickerProps) {
  const today = todayIn(zone);
  const [length, setLength] = useState(() =>
    initialLength !== undefined && settings.sessionLengths.includes(initialLength) ? initialLength : defaultSessionLength(settings.sessionLengths),
  );
  const [month, setMonth] = useState(() => monthStart(today));
  const [day, setDay] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const errorId = useId();

  const from = month < today ? today : month;
  const { answer, byDay, loading, failed } = useMonthSlots(freelancerId, month, from, length, zone, except);
  const lastMonth = monthStart(answer?.lastDate ?? addMonths(today, 2));

  // The first day with free times is chosen when none is (or the chosen one has none in this month).
  const shownDay = day && day.startsWith(month.slice(0, 7)) ? day : null;
  const firstOpen = [...byDay.keys()].sort()[0] ?? null;
  const activeDay = shownDay ?? firstOpen;

  const chosen = (slot: BookableSlot) => slot.preferenceDate === value.preferenceDate && slot.startTime === value.startTime && slot.endTime === value.endTime;
  const choose = ({ preferenceDate, startTime, endTime }: BookableSlot) => onChange({ preferenceDate, startTime, endTime }, length);
  const clearTime = () => onChange({ preferenceDate: value.preferenceDate, startTime: '', endTime: '' });
  const showMonth = (next: string, by: 'turn' | 'focus') => {
    setMonth(next);
    if (by === 'turn') {
      setDay(null);
      setUnavailable(null);
    }
  };
  const pickDay = (date: string) => {
    setUnavailable(null);
    setDay(date);
    if (date !== activeDay) clearTime();
  };
  const goNext = () => {
    const next = answer?.next;
    if (!next) return;
    setMonth(monthStart(next.date));
    setDay(next.date);
    setUnavailable(null);
    choose(next);
  };

  const times = activeDay ? byDay.get(activeDay) ?? [] : [];
  const selected = answer?.slots.find(chosen) ?? null;

  return (
    <div className={styles.picker}>
      <SessionLengths
        lengths={settings.sessionLengths}
        hourlyRate={settings.hourlyRate}
        value={length}
        onChange={(minutes) => {
          setLength(minutes);
          setUnavailable(null);
          clearTime();
        }}
      />

      {answer?.next && (
        <p className={styles.next}>
          <Button className={styles.nextButton} variant="outline" size="sm" onClick={goNext}>
            {t('econsultation.slots.nextAvailable', { when: formatUpcoming(answer.next.startsAt, zone) })}
          </Button>
        </p>
      )}

      <div className={styles.layout}>
        <CalendarGrid
          month={month}
          firstMonth={monthStart(today)}
          lastMonth={lastMonth}
          onMonth={showMonth}
          countOf={(date) => byDay.get(date)?.length ?? 0}
          activeDay={activeDay}
          homeDay={activeDay ?? from}
          onPick={pickDay}
          // A day without free times keeps the shown day's times and says why it does not open.
          onUnavailable={setUnavailable}
          errorId={error ? errorId : undefined}
        />
        <DayTimes day={activeDay} zone={zone} times={times} isChosen={chosen} onChoose={choose} loading={loading} failed={failed} loaded={Boolean(answer)} unavailable={Boolean(unavailable && answer)} />
      </div>
      <DayUnavailable shown={Boolean(unavailable && answer)} />

      {selected && <ChosenSummary slot={selected} zone={zone} consultantZone={settings.timezone} />}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
