import { useCallback } from 'react';
import { useFormikContext } from 'formik';
import { fieldError } from '@/shared/lib/form';
import { RobotCheck } from './RobotCheck';

export interface RobotCheckFieldProps {
  /** The Formik field holding the proof; validate it with `robotRule()`. */
  name?: string;
  /** See RobotCheck: change it after each submit. */
  resetKey?: string | number;
}

/** The RobotCheck bound to a Formik field (its error shows after touch or submit). */
export function RobotCheckField({ name = 'robot', resetKey }: RobotCheckFieldProps) {
  const form = useFormikContext<Record<string, unknown>>();
  const { setFieldValue } = form;
  const onChange = useCallback(
    // A new proof clears the error; going back to unchecked does not raise one before submit.
    (proof: string) => void setFieldValue(name, proof, proof !== ''),
    [setFieldValue, name],
  );
  return <RobotCheck onChange={onChange} error={fieldError(form, name)} resetKey={resetKey} />;
}
