import { composeMail, type MailMessage } from '../../plugins/mail';

export function temporaryPasswordMail(to: string, firstName: string, password: string, loginLink: string): MailMessage {
  return {
    to,
    subject: 'Your temporary Khibra password',
    ...composeMail([
      `Hello ${firstName},`,
      'Someone (hopefully you) asked for a new password for your Khibra account. Use this temporary password to log in within the next hour:',
      password,
      'After logging in with it you will be asked to choose a new password. Your old password keeps working until you do, so if you did not ask for this you can ignore this message.',
      { href: loginLink, label: 'Log in to Khibra' },
    ]),
  };
}

export function contactInquiryMail(to: string, sender: { name: string; email: string; subject: string; inquiry: string }): MailMessage {
  return {
    to,
    replyTo: sender.email,
    subject: `Contact form: ${sender.subject}`,
    ...composeMail([`From: ${sender.name} <${sender.email}>`, `Subject: ${sender.subject}`, sender.inquiry]),
  };
}

/** The acknowledgement repeats nothing the sender typed, so the form cannot relay text to strangers. */
export function contactAcknowledgementMail(to: string, supportAddress: string): MailMessage {
  return {
    to,
    subject: 'We received your message',
    ...composeMail([
      'Thank you for contacting Khibra. We received your message and will answer as soon as we can.',
      `If you did not write to us, please ignore this e-mail or tell us at ${supportAddress}.`,
    ]),
  };
}

export function invitationMail(to: string, inviterName: string, signupLink: string): MailMessage {
  return {
    to,
    subject: `${inviterName} invites you to Khibra`,
    ...composeMail([
      'Hello,',
      `${inviterName} invites you to join Khibra, the marketplace where businesses in the Middle East and North Africa find trainers, consultants and e-consultants.`,
      { href: signupLink, label: 'Sign up to Khibra' },
    ]),
  };
}
