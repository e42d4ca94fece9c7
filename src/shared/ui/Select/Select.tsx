import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/Field';
import { cx } from '../cx';
import styles from './Select.module.css';

export interface SelectChoice {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A visual separator in the list, rendered as a disabled option. */
export interface SelectDivider {
  divider: true;
}

export type SelectOption = SelectChoice | SelectDivider;

/** Box-drawing characters, not words: nothing to translate. */
export const SELECT_DIVIDER_TEXT = '──────────';

export interface SelectProps
  extends FieldOwnProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** Text of a first option with value "" (e.g. "Choose a country"). */
  placeholder?: string;
  /** Class for the wrapper (label + select + messages). */
  className?: string;
  /** Class for the <select> itself. */
  selectClassName?: string;
}

function isDivider(option: SelectOption): option is SelectDivider {
  return 'divider' in option && option.divider === true;
}

/** A labelled native <select>. Every native select prop passes through. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, id, className, selectClassName, required, options, placeholder, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: rest['aria-describedby'] });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <div className={styles.wrapper}>
        <select
          ref={ref}
          required={required}
          className={cx(fieldStyles.control, styles.select, selectClassName)}
          {...rest}
          id={ids.id}
          aria-invalid={ids.hasError || rest['aria-invalid'] || undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option, index) =>
            isDivider(option) ? (
              <option key={`divider-${index}`} value={`__divider-${index}`} disabled>
                {SELECT_DIVIDER_TEXT}
              </option>
            ) : (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ),
          )}
        </select>
        <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="m5 7.5 5 5 5-5"
          />
        </svg>
      </div>
    </Field>
  );
});
