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
  const pending = useRef(false);

  useEffect(() => {
    if (submitCount > 0) pending.current = true;
  }, [submitCount]);

  useEffect(() => {
    if (!pending.current || isSubmitting) return;
    pending.current = false;
    if (Object.keys(errors).length === 0) return;
    const form = marker.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [isSubmitting, errors]);

  return <span ref={marker} hidden />;
}
