import { useId, type ReactNode } from 'react';
import { FieldError } from '../Field/Field';
import { cx } from '../cx';
import fieldStyles from '../Field/Field.module.css';
import { TagChips, TagPanel } from './TagPickerParts';
import { useTagPicker } from './useTagPicker';
import type { TagPickerText } from './tags';
import styles from './TagPicker.module.css';

export { browseLetters, filterTags, initialOf, type TagPickerText } from './tags';

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
 * Picks up to `max` tags from a fixed list: chosen tags as removable chips, a
 * filter box, an A–Z letter bar and the matching options as toggle buttons.
 * Choosing one more than `max` shows `text.limit` and adds nothing.
 */
export function TagPicker({ label, hint, error, options, value, onChange, max, text, required, onBlur, className }: TagPickerProps) {
  const id = useId();
  const picker = useTagPicker({ options, value, onChange, max });
  const { query, open } = picker;

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', picker.limitHit ? limitId : ''].filter(Boolean).join(' ') || undefined;

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

      {value.length > 0 && <TagChips value={value} text={text} onRemove={picker.toggle} />}

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
          onChange={(event) => picker.type(event.target.value)}
          onKeyDown={picker.onInputKey}
        />
        <button type="button" className={styles.browse} aria-expanded={open} aria-controls={`${id}-panel`} onClick={picker.toggleBrowse}>
          {open ? text.hide : text.browse}
        </button>
      </div>

      {picker.limitHit && (
        <p id={limitId} role="alert" className={styles.limit}>
          {text.limit}
        </p>
      )}

      {open && (
        <TagPanel
          id={id}
          text={text}
          letters={picker.letters}
          letter={picker.letter}
          onLetter={picker.chooseLetter}
          matches={picker.matches}
          query={query}
          selected={picker.selected}
          toggle={picker.toggle}
        />
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
