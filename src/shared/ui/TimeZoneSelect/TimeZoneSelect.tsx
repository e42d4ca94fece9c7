import { useId, useMemo, useState } from 'react';
import { currentLocale, directionOf } from '@contracts/locale';
import { isolate, t } from '@/shared/i18n';
import { Select, type SelectProps } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { cx } from '../cx';
import { filterTimeZones, timeZoneChoices } from './timeZones';
import styles from './TimeZoneSelect.module.css';

export interface TimeZoneSelectProps extends Omit<SelectProps, 'options' | 'placeholder' | 'value'> {
  /** The IANA zones to offer (reference data); the current value is always offered too. */
  zones: readonly string[];
  /** The chosen IANA zone name, e.g. 'Asia/Dubai'. */
  value: string;
  /** The instant the offsets are read at (now by default). */
  now?: Date;
}

/**
 * A time-zone field: a native <select> of "(UTC+04:00) Dubai" choices sorted
 * by offset, with a search box under it that narrows the list by city, zone
 * name or offset. The value stays the IANA name, so it drops into any form
 * in place of a Select.
 */
export function TimeZoneSelect({ zones, value, now, id, className, selectClassName, ...selectProps }: TimeZoneSelectProps) {
  const [query, setQuery] = useState('');
  const autoId = useId();
  const selectId = id ?? autoId;
  const choices = useMemo(() => timeZoneChoices(value ? [...zones, value] : zones, now), [zones, value, now]);
  const shown = filterTimeZones(choices, query, value);
  // In Arabic the leading '(' would take the right-to-left direction and show as ')': a left-to-right mark keeps '(UTC+04:00) Dubai' whole.
  const mark = directionOf(currentLocale()) === 'rtl' ? '\u200E' : '';
  // The chosen zone stays in the list whatever is typed: nothing matches only when the search alone finds nothing.
  const noMatch = query.trim() !== '' && filterTimeZones(choices, query).length === 0;
  const options = shown.map(({ value: zone, label }) => ({ value: zone, label: `${mark}${label}` }));

  return (
    <div className={cx(styles.picker, className)}>
      {/* A long name wraps inside the select where the browser can (Chromium), else ends in an ellipsis; the title holds it whole. */}
      <Select
        {...selectProps}
        id={selectId}
        value={value}
        options={options}
        selectClassName={cx(styles.select, selectClassName)}
        title={options.find((option) => option.value === value)?.label}
      />
      <TextField
        type="search"
        label={t('ui.timezone.search')}
        hint={noMatch ? t('ui.timezone.noMatch', { query: isolate(query.trim()) }) : t('ui.timezone.searchHint')}
        autoComplete="off"
        aria-controls={selectId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </div>
  );
}
