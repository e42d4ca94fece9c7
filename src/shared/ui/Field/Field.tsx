import { useId, type ReactNode } from 'react';
import { localizeRule, t } from '@/shared/i18n';
import { cx } from '../cx';
import styles from './Field.module.css';

/** The props every labelled form control in shared/ui shares. */
export interface FieldOwnProps {
  /** Visible label, always rendered and tied to the control. */
  label: ReactNode;
  /** Helper text under the label, read with the control (aria-describedby). */
  hint?: ReactNode;
  /** Error message; when truthy the control gets aria-invalid and describes itself with it. */
  error?: ReactNode;
}

interface FieldIdsInput {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** aria-describedby passed by the caller, kept first. */
  describedBy?: string;
  /** Suffixes of further elements describing the control, e.g. 'counter' → `${id}-counter`. */
  extraSuffixes?: string[];
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  hasError: boolean;
  describedBy: string | undefined;
}

/** Stable ids for a control, its hint and its error, plus the aria-describedby to use. */
export function useFieldIds({
  id,
  hint,
  error,
  describedBy,
  extraSuffixes = [],
}: FieldIdsInput): FieldIds {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const ids = [
    describedBy,
    hint ? hintId : undefined,
    ...extraSuffixes.map((suffix) => `${controlId}-${suffix}`),
    hasError ? errorId : undefined,
  ].filter(Boolean);
  return {
    id: controlId,
    hintId,
    errorId,
    hasError,
    describedBy: ids.length ? ids.join(' ') : undefined,
  };
}

interface FieldProps extends FieldOwnProps {
  ids: FieldIds;
  required?: boolean;
  className?: string;
  /** Rendered after the control, before the error (e.g. a counter). */
  after?: ReactNode;
  children: ReactNode;
}

/** Label, hint, control and error laid out the same way for every input. Internal to shared/ui. */
export function Field({ ids, label, hint, error, required, className, after, children }: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.labelRow}>
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true" title={t('ui.field.required')}>
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {after}
      {ids.hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

/** An error line with an icon; the icon is decorative. A rule's message (shared with the server) shows in the page's language. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.6h1.8v1.8H9.1v-1.8Z"
        />
      </svg>
      <span>{typeof children === 'string' ? localizeRule(children) : children}</span>
    </p>
  );
}

/** A hint line for controls that lay out their own label (Checkbox). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export { styles as fieldStyles };
