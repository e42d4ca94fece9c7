import * as yup from 'yup';

/**
 * A member's e-mail notification preferences, one switch per category. Every e-mail Khibra sends that is
 * not about the account's security belongs to one category and is sent only while its category is on (decided when
 * it is delivered); each carries one-click unsubscribe (RFC 8058). docs/decisions.md lists which e-mail is which.
 */
export const NOTIFICATION_CATEGORIES = ['messages', 'applications', 'bookings', 'news'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const isNotificationCategory = (value: unknown): value is NotificationCategory => NOTIFICATION_CATEGORIES.includes(value as NotificationCategory);

/**
 * Every category an e-mail can belong to: the four switches, and vacancy alerts, whose switch is the freelancer's
 * alert frequency (contracts/alerts.ts AlertSettings.vacancies; unsubscribing sets it to 'off').
 */
export const MAIL_CATEGORIES = [...NOTIFICATION_CATEGORIES, 'vacancyAlerts'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];
export const isMailCategory = (value: unknown): value is MailCategory => MAIL_CATEGORIES.includes(value as MailCategory);

/** GET /user/notifications → data; PUT /user/notifications takes and answers the same. */
export type NotificationPreferences = Record<NotificationCategory, boolean>;

/** POST /unsubscribe { token } (and the one-click POST of the mailed address) → data. */
export interface Unsubscribed {
  category: MailCategory;
  unsubscribed: true;
}

/** The calls (under API_PREFIX), and the one-click address on the site itself (List-Unsubscribe). */
export const NOTIFICATION_PATHS = {
  preferences: '/user/notifications',
  /** POST { token }: what the confirmation page calls. */
  unsubscribe: '/unsubscribe',
  /** The address mailed in List-Unsubscribe: GET is the confirmation page, POST (RFC 8058 one-click) unsubscribes. */
  oneClick: '/unsubscribe',
} as const;

/** The query parameter of the signed token in the unsubscribe address. */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';

export const notificationMsg = {
  badPreference: 'Each notification setting must be on or off.',
  badToken: 'This unsubscribe link is not valid. You can change which e-mails you get in My Account.',
} as const;

const onOff = () => yup.boolean().strict().typeError(notificationMsg.badPreference).required(notificationMsg.badPreference);

/** PUT /user/notifications: all four switches, each true or false (JSON booleans only). */
export const notificationPreferencesSchema = yup.object({
  messages: onOff(),
  applications: onOff(),
  bookings: onOff(),
  news: onOff(),
});
