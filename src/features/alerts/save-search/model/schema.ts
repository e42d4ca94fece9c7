import * as yup from 'yup';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, alertMsg, type AlertFrequency } from '@contracts/alerts';

export interface SaveSearchValues {
  name: string;
  frequency: AlertFrequency;
}

/** The rules the server applies to a saved search's name and frequency, with its words. */
export const saveSearchSchema = yup.object({
  name: yup.string().trim().required(alertMsg.searchNameRequired).max(SAVED_SEARCH_NAME_MAX, alertMsg.searchNameTooLong),
  frequency: yup.string().required(alertMsg.badFrequency).oneOf(ALERT_FREQUENCIES, alertMsg.badFrequency),
});
