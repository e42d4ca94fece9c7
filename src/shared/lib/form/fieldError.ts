import { getIn, type FormikProps } from 'formik';
import { localizeRule } from '@/shared/i18n';

/**
 * The error to show for a field: after the field was touched or the form was
 * submitted once (CONVENTIONS "Forms"), else nothing. In the page's language:
 * the shared rules speak English, and a form may show the error anywhere
 * (under a group, a file button, a whole form), not only through shared/ui's Field.
 */
export function fieldError<Values>(form: Pick<FormikProps<Values>, 'errors' | 'touched' | 'submitCount'>, name: string): string | undefined {
  // A list's error as a whole (a string at `emails`) is no entry's: getIn would read `emails.0` as its first letter.
  const parent = name.includes('.') ? getIn(form.errors, name.slice(0, name.lastIndexOf('.'))) : undefined;
  if (typeof parent === 'string') return undefined;
  const error: unknown = getIn(form.errors, name);
  if (typeof error !== 'string') return undefined;
  return getIn(form.touched, name) || form.submitCount > 0 ? localizeRule(error) : undefined;
}
