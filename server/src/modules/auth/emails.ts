import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** Account e-mails of the public forms, each in the recipient's language (see `say`). */

export function temporaryPasswordMail(to: string, firstName: string, password: string, loginLink: string): MailMessage {
  return {
    to,
    subject: say('Here is your temporary Khibra password', 'إليك كلمة مرور مؤقتة لحسابك في خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(
        'Someone (hopefully you) asked for a new password for your Khibra account. Use this temporary password to log in once within the next hour:',
        'طلب شخص (نأمل أن تكون أنت) كلمة مرور جديدة لحسابك في خبرة. استخدم كلمة المرور المؤقتة هذه لتسجيل الدخول مرة واحدة خلال الساعة القادمة:',
      ),
      password,
      say(
        'After logging in with it you will be asked to choose a new password. Your old password keeps working until you do, and logging in with it cancels this temporary password, so if you did not ask for this you can ignore this message.',
        'بعد تسجيل الدخول بها سيُطلب منك اختيار كلمة مرور جديدة. وتبقى كلمة مرورك القديمة صالحة حتى تفعل ذلك، وتسجيل الدخول بها يُلغي كلمة المرور المؤقتة هذه، فإن لم تطلب هذا فتجاهل الرسالة.',
      ),
      { href: loginLink, label: say('Log in to Khibra', 'تسجيل الدخول إلى خبرة') },
    ]),
  };
}

/** To Khibra's own address: always in English (the team's language). */
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
    subject: say('We received your message', 'وصلتنا رسالتك'),
    ...composeMail([
      say('Thank you for contacting Khibra. We received your message and will answer as soon as we can.', 'شكرًا لتواصلك مع خبرة. وصلتنا رسالتك وسنرد عليها في أقرب وقت ممكن.'),
      say(`If you did not write to us, please ignore this e-mail or tell us at ${supportAddress}.`, `إن لم تراسلنا، فتجاهل هذه الرسالة أو أخبرنا على ${supportAddress}.`),
    ]),
  };
}

/** In the inviter's language (the language they wrote the invitation in). */
export function invitationMail(to: string, inviterName: string, signupLink: string): MailMessage {
  return {
    to,
    subject: say(`${inviterName} invites you to Khibra`, `دعوة من ${inviterName} للانضمام إلى خبرة`),
    ...composeMail([
      say('Hello,', 'مرحبًا،'),
      say(
        `${inviterName} invites you to join Khibra, the marketplace where businesses in the Middle East and North Africa find trainers, consultants and e-consultants.`,
        `يدعوك ${inviterName} إلى الانضمام إلى خبرة، المنصة التي يجد فيها أصحاب العمل في الشرق الأوسط وشمال أفريقيا المدربين والمستشارين والمستشارين الإلكترونيين.`,
      ),
      { href: signupLink, label: say('Sign up to Khibra', 'أنشئ حسابك في خبرة') },
    ]),
  };
}
