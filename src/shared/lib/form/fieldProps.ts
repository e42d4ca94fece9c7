import type { FieldInputProps, FormikProps } from 'formik';
import { fieldError } from './fieldError';

/**
 * Everything a shared/ui text control needs from Formik for one field: name,
 * value, onChange, onBlur and the error to show (after touch or submit).
 * `<TextField label="Email" {...fieldProps(form, 'email')} />`
 */
export function fieldProps<Values>(
  form: Pick<FormikProps<Values>, 'getFieldProps' | 'errors' | 'touched' | 'submitCount'>,
  name: string,
): FieldInputProps<string> & { error: string | undefined } {
  return { ...(form.getFieldProps(name) as FieldInputProps<string>), error: fieldError(form, name) };
}
