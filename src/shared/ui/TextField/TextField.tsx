import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field/Field';
import { cx } from '../cx';

export interface TextFieldProps extends FieldOwnProps, InputHTMLAttributes<HTMLInputElement> {
  /** Class for the wrapper (label + input + messages). */
  className?: string;
  /** Class for the <input> itself. */
  inputClassName?: string;
}

/** Addresses and numbers read left to right inside Arabic text; anything else follows what is typed. */
const LEFT_TO_RIGHT = new Set(['email', 'tel', 'url', 'number', 'password']);

/**
 * A labelled text input. Every native input prop passes through to the
 * <input>. Its direction follows the text typed in it (`dir="auto"`), except
 * for e-mail, phone, URL, number and password fields, which are left to right.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, inputClassName, required, type = 'text', ...rest },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy: rest['aria-describedby'] });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        ref={ref}
        type={type}
        required={required}
        className={cx(fieldStyles.control, inputClassName)}
        dir={LEFT_TO_RIGHT.has(type) ? 'ltr' : 'auto'}
        {...rest}
        id={ids.id}
        aria-invalid={ids.hasError || rest['aria-invalid'] || undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
});
