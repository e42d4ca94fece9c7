import { forwardRef, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { t } from '@/shared/i18n';
import { Field, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/Field';
import { cx, visuallyHidden } from '../cx';
import styles from './TextArea.module.css';

export interface TextAreaProps extends FieldOwnProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Class for the wrapper (label + textarea + messages). */
  className?: string;
  /** Class for the <textarea> itself. */
  textareaClassName?: string;
  /**
   * With `maxLength`: true (default) stops typing at the limit; false only
   * counts, so a longer text stays and the form's rule message (e.g. '800 Max
   * Characters') can say what to shorten.
   */
  enforceMaxLength?: boolean;
}

function lengthOf(value: TextareaHTMLAttributes<HTMLTextAreaElement>['value']): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/**
 * A labelled multi-line input. With `maxLength` it shows a live "{count}/{max}"
 * counter (danger colour at the limit); works controlled (`value`) or not.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, id, className, textareaClassName, required, maxLength, enforceMaxLength = true, onChange, rows = 4, ...rest },
  ref,
) {
  const [uncontrolledLength, setUncontrolledLength] = useState(() => lengthOf(rest.defaultValue));
  const count = rest.value !== undefined ? lengthOf(rest.value) : uncontrolledLength;
  const hasCounter = maxLength !== undefined && maxLength > 0;

  const ids = useFieldIds({
    id,
    hint,
    error,
    describedBy: rest['aria-describedby'],
    extraSuffixes: hasCounter ? ['counter'] : [],
  });

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const atLimit = hasCounter && count >= maxLength;

  const counter = hasCounter ? (
    <p className={cx(styles.counter, atLimit && styles.counterLimit)}>
      <span aria-hidden="true">{t('ui.textarea.counter', { count, max: maxLength })}</span>
      <span id={`${ids.id}-counter`} className={visuallyHidden}>
        {t('ui.textarea.counterLabel', { count, max: maxLength })}
      </span>
    </p>
  ) : null;

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      after={counter}
    >
      <textarea
        ref={ref}
        rows={rows}
        required={required}
        maxLength={enforceMaxLength ? maxLength : undefined}
        className={cx(fieldStyles.control, styles.textarea, textareaClassName)}
        // Arabic or English, the text runs in the direction it is written in.
        dir="auto"
        {...rest}
        onChange={handleChange}
        id={ids.id}
        aria-invalid={ids.hasError || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
});
