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
