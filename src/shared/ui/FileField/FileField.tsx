import { useId, type ChangeEvent, type ReactNode } from 'react';
import { cx } from '../cx';
import { FieldError, fieldStyles } from '../Field/Field';
import styles from './FileField.module.css';

export interface FileFieldProps {
  /** The field's title; with the button text it names the input (WCAG 2.5.3). */
  label: ReactNode;
  hint?: ReactNode;
  /** The input's accept list, e.g. "application/pdf,.pdf". */
  accept: string;
  name?: string;
  /** The visible text of the picker, e.g. "Choose PDF" or "Replace PDF". */
  buttonText: ReactNode;
  /** Called with the chosen file (the input is emptied, so the same file can be chosen again). */
  onFile: (file: File) => void;
  /** What is chosen or stored, and the actions on it (remove, undo), after the picker. */
  children?: ReactNode;
  error?: string;
  className?: string;
}

/**
 * A file field: a native file input (visually hidden, still the one control
 * assistive technology meets) behind a button-like label, its hint, what is
 * chosen, and its error tied with aria-describedby / aria-invalid.
 */
export function FileField({ label, hint, accept, name, buttonText, onFile, children, error, className }: FileFieldProps) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className={cx(styles.field, className)}>
      <span className={fieldStyles.label} id={`${id}-label`}>
        {label}
      </span>
      {hint && (
        <p className={fieldStyles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          className={cx('visually-hidden', styles.input)}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        <label htmlFor={id} id={`${id}-button`} className={styles.button}>
          {buttonText}
        </label>
        {children}
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** Class for the name of a chosen or stored file shown beside the picker. */
export const fileNameClass = styles.fileName;
