import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * Put it inside a Formik <Form>: after a submit that the rules stop, the
 * first field marked invalid (aria-invalid="true") gets the focus, so people
 * on a phone or with a screen reader land on what to fix.
 */
export function FocusFirstError() {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  /** The last submit handled: one focus per submit, once it has settled. */
  const handled = useRef(0);

  // One effect on all three: a quick validation can start and end a submit in one render.
  useEffect(() => {
    if (submitCount <= handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const form = marker.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, errors]);

  return <span ref={marker} hidden />;
}
