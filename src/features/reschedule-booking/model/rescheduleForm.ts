import type { FormikErrors } from 'formik';
import { msg } from '@contracts/messages';
import type { ReschedulePayload } from '@contracts/econsultation/types';

export type RescheduleFormValues = ReschedulePayload;

export const EMPTY_RESCHEDULE: RescheduleFormValues = { preferenceDate: '', startTime: '', endTime: '' };

/** The three choices are required; every other rule (window, notice, horizon, buffer, free time) is the server's, and the choices already follow them. */
export function validateReschedule(values: RescheduleFormValues): FormikErrors<RescheduleFormValues> {
  const errors: FormikErrors<RescheduleFormValues> = {};
  if (!values.preferenceDate) errors.preferenceDate = msg.required('Preference Date');
  if (!values.startTime) errors.startTime = msg.required('Start Time');
  if (!values.endTime) errors.endTime = msg.required('End Time');
  return errors;
}
