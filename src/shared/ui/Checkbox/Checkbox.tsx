import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, useFieldIds } from '../Field/Field';
import { cx } from '../cx';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label; may hold links (e.g. "I accept the <a>terms</a>"). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class for the wrapper. */
  className?: string;
}

/** A labelled checkbox with a 44px-tall hit area. Native input props pass through. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: rest['aria-describedby'] });
  return (
    <div className={cx(styles.checkbox, className)}>
      <div className={styles.row}>
        <input
          ref={ref}
          type="checkbox"
          className={styles.input}
          {...rest}
          id={ids.id}
          aria-invalid={ids.hasError || rest['aria-invalid'] || undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
      </div>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {ids.hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
});
