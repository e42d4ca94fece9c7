import type { FormEvent } from 'react';
import type { FormikProps } from 'formik';
import { notify } from '@/shared/lib/notify';

/**
 * The form's submit handler: submits through Formik and, when the rules stop
 * it, says so in a toast (`fixErrors`). Focus goes to the first invalid field
 * with <FocusFirstError /> inside the form.
 */
export function submitOrSayFix<Values>(form: Pick<FormikProps<Values>, 'validateForm' | 'submitForm'>, fixErrors: string) {
  return (event: FormEvent) => {
    event.preventDefault();
    void (async () => {
      const errors = await form.validateForm();
      await form.submitForm();
      if (Object.keys(errors).length > 0) notify(fixErrors, 'error');
    })();
  };
}
