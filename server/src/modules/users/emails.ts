import { composeMail, type MailMessage } from '../../plugins/mail';

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your e-mail address for Khibra',
    ...composeMail([
      `Hello ${firstName},`,
      'Please confirm that this is your e-mail address by opening the link below. The link works once and expires in 48 hours.',
      { href: link, label: 'Verify my e-mail address' },
      'If you did not create a Khibra account, you can ignore this message.',
    ]),
  };
}

/** To the account's address after a password change or a completed reset. */
export function passwordChangedMail(to: string, firstName: string, resetLink: string, supportAddress: string): MailMessage {
  return {
    to,
    subject: 'Your Khibra password was changed',
    ...composeMail([
      `Hello ${firstName},`,
      'The password of your Khibra account was just changed. Every other device where you were logged in has been signed out.',
      `If you did not do this, ask for a new password right away and tell us at ${supportAddress}.`,
      { href: resetLink, label: 'Ask for a new password' },
    ]),
  };
}

/** To the new address: the change applies only once this link is opened. */
export function emailChangeConfirmationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new e-mail address for Khibra',
    ...composeMail([
      `Hello ${firstName},`,
      'You asked to use this address for your Khibra account. Please confirm it by opening the link below. The link works once and expires in 48 hours; until then your account keeps its current address.',
      { href: link, label: 'Confirm my new e-mail address' },
      'If you did not ask for this, you can ignore this message.',
    ]),
  };
}

/** To the old address: the change was asked for, with a link that stops it (or undoes it). */
export function emailChangeNoticeMail(to: string, firstName: string, newAddress: string, cancelLink: string): MailMessage {
  return {
    to,
    subject: 'Your Khibra e-mail address is being changed',
    ...composeMail([
      `Hello ${firstName},`,
      `Someone logged in to your Khibra account asked to change its e-mail address to ${newAddress}. The change applies once the new address is confirmed.`,
      'If this was not you, open the link below: the change is cancelled (or undone if it was already confirmed) and every device logged in to your account is signed out. Then ask for a new password. The link works for 7 days.',
      { href: cancelLink, label: "This wasn't me" },
    ]),
  };
}
