import type { ReactNode } from 'react';
import { Form, Formik, useFormikContext, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { Button, type ButtonProps } from '@/shared/ui';
import { useKeptAcrossLanguageSwitch } from './acrossLanguageSwitch';
import { FocusFirstError } from './FocusFirstError';
import { FormError } from './FormError';
import { submitOrSayFix } from './submit';

export type FormShellProps<Values> = Omit<FormikConfig<Values>, 'children' | 'component' | 'render'> & {
  /** The fields, bound by name (FormTextField, FormSelect, FormCheckbox, …), and a <FormSubmit>. */
  children: (form: FormikProps<Values>) => ReactNode;
  className?: string;
  /** A long form: a submit the rules stop also says so in a toast with this text, as the first error may be far off screen. */
  fixErrors?: string;
  /**
   * What the typing is kept under across a language switch: a name of its own
   * when forms of one shape repeat on a page; `false` for a form the new page
   * does not show again (a dialog opens closed).
   */
  keptAs?: string | false;
};

/** Renders nothing: keeps the surrounding form's typing across a language switch. */
function KeptAcrossLanguageSwitch({ name }: { name?: string }) {
  useKeptAcrossLanguageSwitch(name);
  return null;
}

/**
 * The one form scaffolding: Formik state, a `noValidate` form (the rules speak,
 * in the page's language, not the browser's bubbles), focus on the first
 * invalid field after a refused submit, the server's refusal at the top
 * (showServerError → <FormError />), and a submit button busy while the save
 * runs (<FormSubmit>), and what was typed kept across a language switch. A page form is then a list of bound fields:
 *
 * `<FormShell initialValues={…} validationSchema={…} onSubmit={…}>{() => <>
 *    <FormTextField name="email" label={…} /> <FormSubmit>{…}</FormSubmit></>}</FormShell>`
 */
export function FormShell<Values extends FormikValues>({ children, className, fixErrors, keptAs, ...config }: FormShellProps<Values>) {
  return (
    <Formik<Values> {...config}>
      {(form) => (
        <Form noValidate className={className} onSubmit={fixErrors === undefined ? form.handleSubmit : submitOrSayFix(form, fixErrors)}>
          <FocusFirstError />
          {keptAs !== false && <KeptAcrossLanguageSwitch name={keptAs} />}
          <FormError />
          {children(form)}
        </Form>
      )}
    </Formik>
  );
}

/** The form's submit button: busy (spinner, aria-busy, not clickable again) while the submit runs. */
export function FormSubmit({ loading, ...props }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormikContext();
  return <Button {...props} type="submit" loading={isSubmitting || loading} />;
}
