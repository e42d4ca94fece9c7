import * as yup from 'yup';
import { msg } from './messages';

/** "Your data" in My Account: download my data and delete my account (docs/reference.md). */
export const ACCOUNT_DATA_PATHS = {
  /** GET: the member's data as a JSON download (Content-Disposition attachment, khibra-data-YYYY-MM-DD.json). */
  export: '/user/export',
  /** POST { password }: deletes the account at once; its personal data is erased ERASE_AFTER_DAYS later. */
  delete: '/user/delete',
} as const;

/** Days between deletion and the erasure of the account's personal data. */
export const ERASE_AFTER_DAYS = 30;
/** Downloads of one's data allowed per hour. */
export const EXPORTS_PER_HOUR = 5;

export interface DeleteAccountPayload {
  password: string;
}

export const deleteAccountSchema = yup.object({
  password: yup.string().required(msg.deletePasswordRequired).max(1000, msg.deletePasswordRequired),
});

/** The answer of POST /user/delete: when the personal data will be erased (ISO instant). */
export interface AccountDeleted {
  deleted: true;
  eraseAfter: string;
}
