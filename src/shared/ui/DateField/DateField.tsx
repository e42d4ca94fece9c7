import { useState, type FocusEvent, type InputHTMLAttributes } from 'react';
import { formatDate, readDate } from '@contracts/format';
import { datesT as t } from '@/shared/i18n';
import type { FieldOwnProps } from '../Field/Field';
import { TextField } from '../TextField/TextField';

export interface DateFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The date, YYYY-MM-DD, or '' (nothing typed, or what is typed cannot be read as a date). */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

const EXAMPLE = '2026-11-26';
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** A value as the field shows it: the site's '26 November 2026' / '26 نوفمبر 2026'. */
const shown = (value: string) => (isDay(value) ? formatDate(value) : value);

/**
 * A date typed as the site writes it, in the page's language: a text field
 * that reads day, month and year ('26 November 2026', '26 نوفمبر 2026',
 * '26/11/2026', digits of any set) and, once left, shows the date the site's
 * way. The value stays YYYY-MM-DD. Unlike `type="date"`, it never shows the
 * browser's mm/dd/yyyy, and it says in the page's language when what is
 * typed cannot be read.
 */
export function DateField({ value, onChange, onBlur, hint, error, ...rest }: DateFieldProps) {
  const [text, setText] = useState(() => shown(value));
  // The value this field last gave; another one comes from outside (a reset, a restored draft, "I can start anytime").
  const [given, setGiven] = useState(value);
  const [left, setLeft] = useState(false);
  if (value !== given) {
    setGiven(value);
    setText(shown(value));
  }
  const example = { long: formatDate(EXAMPLE), short: '26/11/2026' };
  const unreadable = text.trim() !== '' && readDate(text) === null;
  const format = t('dates.field.hint', example);

  return (
    <TextField
      {...rest}
      type="text"
      autoComplete="off"
      spellCheck={false}
      value={text}
      hint={hint ? <>{hint} {format}</> : format}
      error={unreadable && (left || error) ? t('dates.field.unreadable', example) : error}
      onChange={(event) => {
        const typed = event.target.value;
        const day = readDate(typed) ?? '';
        setText(typed);
        setGiven(day);
        if (day !== value) onChange(day);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        const day = readDate(text);
        if (day) setText(formatDate(day));
        onBlur?.(event);
      }}
    />
  );
}
