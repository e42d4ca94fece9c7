import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { currentLocale, type Locale } from '@contracts/locale';
import { foldSearch } from '@contracts/text';
import { localizeRule } from '@/shared/i18n';
import { FieldError } from '../Field/Field';
import { cx } from '../cx';
import fieldStyles from '../Field/Field.module.css';
import styles from './TagPicker.module.css';

const LATIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** The Arabic alphabet in its dictionary order, folded letters only (أ إ آ are under ا, ة is ه). */
const ARABIC_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'.split('');

/** A name without the article ال, as Arabic dictionaries file it ('التحكيم' under ت); folded. */
const filedAs = (name: string): string => {
  const folded = foldSearch(name.trim());
  return folded.startsWith('ال') && folded.length > 3 ? folded.slice(2) : folded;
};

/** The letter a name is browsed under: its first letter as filed, a Latin one in capitals. */
export const initialOf = (name: string): string => filedAs(name).charAt(0).toUpperCase();

/**
 * The letters of the browse bar in the reader's alphabet: A–Z in English;
 * in Arabic the letters that begin a name shown (Arabic ones in alphabet
 * order, then the Latin ones of names such as 'AutoCAD').
 */
export function browseLetters(names: readonly string[], locale: Locale): string[] {
  if (locale === 'en') return LATIN_LETTERS;
  const present = new Set(names.map(initialOf));
  const known = [...ARABIC_LETTERS, ...LATIN_LETTERS];
  return [...known.filter((letter) => present.has(letter)), ...[...present].filter((letter) => letter && !known.includes(letter)).sort()];
}

export interface TagPickerText {
  /** Accessible name of the filter input. */
  filter: string;
  /** Short placeholder of the filter input (defaults to `filter`). */
  placeholder?: string;
  browse: string;
  hide: string;
  letters: string;
  allLetters: string;
  options: string;
  selected: string;
  remove: (tag: string) => string;
  count: (count: number, max: number) => string;
  noMatch: (query: string) => string;
  /** Shown when one more than `max` is chosen, e.g. '10 skills selected already'. */
  limit: string;
}

export interface TagPickerProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Every choice, e.g. the reference skills. */
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Most tags that can be chosen. */
  max: number;
  text: TagPickerText;
  required?: boolean;
  /** Called when the picker loses focus (Formik's touched). */
  onBlur?: () => void;
  className?: string;
}

/**
 * Options matching the typed text: those starting with it first, then those
 * containing it (docs/reference.md#validation: "filters by typed prefix or substring"), folded
 * as the name search folds («قياده» finds «قيادة»); or those filed under a
 * chosen letter of the browse bar (browseLetters).
 */
export function filterTags(options: readonly string[], query: string, letter: string | null, nameOf: (option: string) => string = (option) => option): string[] {
  const q = foldSearch(query.trim());
  if (q) {
    const prefix: string[] = [];
    const inside: string[] = [];
    for (const option of options) {
      // The stored (English) name or the one shown (Arabic on an Arabic page).
      const names = [foldSearch(option), foldSearch(nameOf(option))];
      if (names.some((name) => name.startsWith(q))) prefix.push(option);
      else if (names.some((name) => name.includes(q))) inside.push(option);
    }
    return [...prefix, ...inside];
  }
  if (letter) {
    const filed = options.filter((option) => initialOf(nameOf(option)) === letter);
    // Under a letter, the names in the order they are filed ('التحكيم' among the ت).
    const collator = new Intl.Collator(currentLocale());
    return currentLocale() === 'en' ? filed : filed.sort((a, b) => collator.compare(filedAs(nameOf(a)), filedAs(nameOf(b))));
  }
  return [...options];
}

/**
 * Picks up to `max` tags from a fixed list: chosen tags as removable chips, a
 * filter box, an A–Z letter bar and the matching options as toggle buttons.
 * Choosing one more than `max` shows `text.limit` and adds nothing.
 */
export function TagPicker({ label, hint, error, options, value, onChange, max, text, required, onBlur, className }: TagPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [letter, setLetter] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const [limitHit, setLimitHit] = useState(false);
  const open = browsing || query.trim() !== '' || letter !== null;
  const matches = useMemo(() => filterTags(options, query, letter, localizeRule), [options, query, letter]);
  const letters = useMemo(() => browseLetters(options.map(localizeRule), currentLocale()), [options]);
  const selected = new Set(value);

  const toggle = (tag: string) => {
    if (selected.has(tag)) {
      setLimitHit(false);
      onChange(value.filter((item) => item !== tag));
      return;
    }
    if (value.length >= max) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    onChange([...value, tag]);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter picks the best match instead of submitting the surrounding form.
      event.preventDefault();
      if (query.trim() && matches[0] && !selected.has(matches[0])) {
        toggle(matches[0]);
        setQuery('');
      }
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setQuery('');
      setLetter(null);
      setBrowsing(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', limitHit ? limitId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={cx(styles.picker, className)}
      role="group"
      aria-labelledby={`${id}-label`}
      onBlur={(event) => {
        if (onBlur && !event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <div className={styles.head}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className={fieldStyles.label}>
          {label}
          {required && (
            <span className={fieldStyles.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
        <span className={styles.count} aria-live="polite">
          {text.count(value.length, max)}
        </span>
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}

      {value.length > 0 && (
        <ul className={styles.chips} aria-label={text.selected}>
          {value.map((tag) => (
            <li key={tag} className={styles.chip}>
              <span dir="auto">{localizeRule(tag)}</span>
              <button type="button" className={styles.chipRemove} aria-label={text.remove(localizeRule(tag))} onClick={() => toggle(tag)}>
                <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m6 6 8 8M14 6l-8 8" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className={styles.inputRow}>
        <input
          id={`${id}-input`}
          type="search"
          className={cx(fieldStyles.control, styles.input)}
          placeholder={text.placeholder ?? text.filter}
          aria-label={text.filter}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-controls={open ? `${id}-options` : undefined}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setLetter(null);
          }}
          onKeyDown={onInputKey}
        />
        <button
          type="button"
          className={styles.browse}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            if (open) {
              setBrowsing(false);
              setLetter(null);
              setQuery('');
            } else {
              setBrowsing(true);
            }
          }}
        >
          {open ? text.hide : text.browse}
        </button>
      </div>

      {limitHit && (
        <p id={limitId} role="alert" className={styles.limit}>
          {text.limit}
        </p>
      )}

      {open && (
        <div id={`${id}-panel`} className={styles.panel}>
          <div className={styles.letters} role="group" aria-label={text.letters}>
            <button
              type="button"
              className={cx(styles.letter, letter === null && styles.letterActive)}
              aria-pressed={letter === null}
              onClick={() => {
                setLetter(null);
                setQuery('');
              }}
            >
              {text.allLetters}
            </button>
            {letters.map((item) => (
              <button
                key={item}
                type="button"
                className={cx(styles.letter, letter === item && styles.letterActive)}
                aria-pressed={letter === item}
                onClick={() => {
                  setLetter(item);
                  setQuery('');
                }}
              >
                {item}
              </button>
            ))}
          </div>
          {matches.length === 0 ? (
            <p className={styles.noMatch}>{text.noMatch(query.trim() || letter || '')}</p>
          ) : (
            <ul id={`${id}-options`} className={styles.options} aria-label={text.options}>
              {matches.map((option) => {
                const isOn = selected.has(option);
                return (
                  <li key={option}>
                    <button
                      type="button"
                      className={cx(styles.option, isOn && styles.optionOn)}
                      aria-pressed={isOn}
                      onClick={() => toggle(option)}
                    >
                      <span className={styles.check} aria-hidden="true">
                        {isOn ? '✓' : '+'}
                      </span>
                      {localizeRule(option)}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
