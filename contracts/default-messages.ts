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
