import type { ReactNode } from 'react';
import type { FormikProps, FormikValues } from 'formik';
import { Button, Modal, type ButtonVariant, type ModalProps } from '@/shared/ui';
import { FormShell, FormSubmit, type FormShellProps } from './FormShell';
import styles from './DialogForm.module.css';

export type DialogFormProps<Values> = Omit<FormShellProps<Values>, 'keptAs'> &
  Pick<ModalProps, 'open' | 'onClose' | 'title' | 'initialFocusRef' | 'descriptionId'> & {
    /** The answer that leaves without sending (e.g. "Keep booking"); it closes the dialog as Escape does. */
    cancelLabel: string;
    submitLabel: string;
    /** `danger` for a final step such as a decline or a cancellation. */
    submitVariant?: ButtonVariant;
    /** Whether the submit may be pressed now (e.g. only once something is written); always by default. */
    canSubmit?: (values: Values) => boolean;
    /** Class of the dialog box (its width). */
    dialogClassName?: string;
  };

/**
 * A form in a modal dialog: FormShell inside Modal, so Enter in a field
 * submits, the server's refusal shows once at the top of the form
 * (showServerError → <FormError />) or under its field, and a refused submit
 * focuses the first invalid field; the Modal focuses the first field on open,
 * keeps focus inside and closes on Escape. The form lives only while the
 * dialog is open, so every opening starts from `initialValues` (a language
 * switch, which reloads the page with the dialog closed, keeps nothing).
 *
 * `<DialogForm open={open} onClose={close} title={…} cancelLabel={…} submitLabel={…}
 *    initialValues={…} onSubmit={…}>{() => <FormTextArea name="reason" label={…} />}</DialogForm>`
 */
export function DialogForm<Values extends FormikValues>({
  open,
  onClose,
  title,
  initialFocusRef,
  descriptionId,
  cancelLabel,
  submitLabel,
  submitVariant = 'primary',
  canSubmit,
  dialogClassName,
  children,
  ...form
}: DialogFormProps<Values>) {
  return (
    <Modal open={open} onClose={onClose} title={title} initialFocusRef={initialFocusRef} descriptionId={descriptionId} className={dialogClassName}>
      <FormShell<Values> {...form} keptAs={false}>
        {(state: FormikProps<Values>): ReactNode => (
          <>
            {children(state)}
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onClose}>
                {cancelLabel}
              </Button>
              <FormSubmit variant={submitVariant} disabled={canSubmit ? !canSubmit(state.values) : undefined}>
                {submitLabel}
              </FormSubmit>
            </div>
          </>
        )}
      </FormShell>
    </Modal>
  );
}
