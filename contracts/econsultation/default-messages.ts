/**
 * Built-in messages (see docs/reference.md#api, #limits): merged under the freelancer's own, so an
 * empty message takes the default. Written for Khibra; each well under 800 characters.
 * Their own module so the Arabic table (messages-ar.ts) can key their
 * Arabic by them without bringing the e-consultation rules along.
 */
export const DEFAULT_MESSAGES = {
  WelcomeMessage:
    'Thank you for booking an e-consultation with me through Khibra. I look forward to our meeting and will read your requirements beforehand, so that we can make the most of our time together. If anything changes, simply reply to this e-mail. Please note that my fees are paid directly to me after the consultation is completed, based on the actual hours, and that Khibra only connects consultants and clients.',
  ConferenceMessage:
    'We will meet online at the booked time. Please join a few minutes early using the conference details below, so that we can check sound and video before we start. If you cannot join, reply to this e-mail and we will agree on another time.',
  PaymentMessage:
    'My fees are paid directly to me after the consultation is completed, based on the actual hours of our meeting at the hourly rate shown in the booking. Please use the payment details below. Khibra only connects consultants and clients and does not collect or hold any payment.',
} as const;

type MessageKey = keyof typeof DEFAULT_MESSAGES;
const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

/**
 * The built-in messages are stored in their English wording (the key of
 * their Arabic in contracts/messages-ar.ts) and shown in the reader's
 * language: a stored text that is a built-in message becomes `localize`'s
 * wording of it (the settings page in the page's language, an e-mail in its
 * recipient's). A freelancer's own text is left as written.
 */
export function localizeDefaultMessages<T extends Partial<Record<MessageKey, string>>>(settings: T, localize: (english: string) => string): T {
  const shown: Record<string, unknown> = { ...settings };
  for (const key of MESSAGE_KEYS) if (settings[key] === DEFAULT_MESSAGES[key]) shown[key] = localize(DEFAULT_MESSAGES[key]);
  return shown as T;
}

/** The other way, before a save: a built-in message sent in another language is stored in its English wording. */
export function storedDefaultMessages<T extends Partial<Record<MessageKey, unknown>>>(settings: T, localize: (english: string) => string): T {
  const stored: Record<string, unknown> = { ...settings };
  for (const key of MESSAGE_KEYS) {
    const value = settings[key];
    if (typeof value === 'string' && value.trim() === localize(DEFAULT_MESSAGES[key])) stored[key] = DEFAULT_MESSAGES[key];
  }
  return stored as T;
}

/** The defaults merged under the given values: a missing, empty or blank message takes the built-in one. */
export function withDefaultMessages<T extends Partial<Record<MessageKey, unknown>>>(settings: T): T & Record<MessageKey, string> {
  const merged: Record<string, unknown> = { ...settings };
  for (const key of MESSAGE_KEYS) {
    const value = settings[key];
    merged[key] = typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_MESSAGES[key];
  }
  return merged as T & Record<MessageKey, string>;
}
