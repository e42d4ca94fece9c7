import { getIn, type FormikProps } from 'formik';

/**
 * The error to show for a field: after the field was touched or the form was
 * submitted once (CONVENTIONS "Forms"), else nothing.
 */
export function fieldError<Values>(form: Pick<FormikProps<Values>, 'errors' | 'touched' | 'submitCount'>, name: string): string | undefined {
  const error: unknown = getIn(form.errors, name);
  if (typeof error !== 'string') return undefined;
  return getIn(form.touched, name) || form.submitCount > 0 ? error : undefined;
}
