import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** Account e-mails, each in the recipient's language (see `say`). */

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: say('Verify your e-mail address for Khibra', 'أكّد بريدك الإلكتروني في خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(
        'Please confirm that this is your e-mail address by opening the link below. The link works once and expires in 48 hours.',
        'يُرجى تأكيد أن هذا بريدك الإلكتروني بفتح الرابط أدناه. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 48 ساعة.',
      ),
      { href: link, label: say('Verify my e-mail address', 'تأكيد بريدي الإلكتروني') },
      say('If you did not create a Khibra account, you can ignore this message.', 'إن لم تُنشئ حسابًا في خبرة، فتجاهل هذه الرسالة.'),
    ]),
  };
}

/** To the account's address after a password change or a completed reset. */
export function passwordChangedMail(to: string, firstName: string, resetLink: string, supportAddress: string): MailMessage {
  return {
    to,
    subject: say('Your Khibra password was changed', 'تم تغيير كلمة مرور حسابك في خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(
        'The password of your Khibra account was just changed. Every other device where you were logged in has been signed out.',
        'تم تغيير كلمة مرور حسابك في خبرة للتو، وسُجّل خروجك من كل الأجهزة الأخرى التي كنت مسجّلًا الدخول فيها.',
      ),
      say(`If you did not do this, ask for a new password right away and tell us at ${supportAddress}.`, `إن لم تقم بذلك، فاطلب كلمة مرور جديدة فورًا وأخبرنا على ${supportAddress}.`),
      { href: resetLink, label: say('Ask for a new password', 'اطلب كلمة مرور جديدة') },
    ]),
  };
}

/** To the new address: the change applies only once this link is opened. */
export function emailChangeConfirmationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: say('Confirm your new e-mail address for Khibra', 'أكّد بريدك الإلكتروني الجديد في خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(
        'You asked to use this address for your Khibra account. Please confirm it by opening the link below. The link works once and expires in 48 hours; until then your account keeps its current address.',
        'طلبت استخدام هذا العنوان لحسابك في خبرة. يُرجى تأكيده بفتح الرابط أدناه. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 48 ساعة، ويبقى عنوان حسابك الحالي معتمدًا حتى ذلك الحين.',
      ),
      { href: link, label: say('Confirm my new e-mail address', 'تأكيد بريدي الإلكتروني الجديد') },
      say('If you did not ask for this, you can ignore this message.', 'إن لم تطلب ذلك، فتجاهل هذه الرسالة.'),
    ]),
  };
}

/** To the old address: the change was asked for, with a link that stops it (or undoes it). */
export function emailChangeNoticeMail(to: string, firstName: string, newAddress: string, cancelLink: string): MailMessage {
  return {
    to,
    subject: say('Your Khibra e-mail address is being changed', 'جارٍ تغيير البريد الإلكتروني لحسابك في خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(
        `Someone logged in to your Khibra account asked to change its e-mail address to ${newAddress}. The change applies once the new address is confirmed.`,
        `طلب شخص مسجّل الدخول إلى حسابك في خبرة تغيير بريده الإلكتروني إلى ${newAddress}. ويسري التغيير بعد تأكيد العنوان الجديد.`,
      ),
      say(
        'If this was not you, open the link below: the change is cancelled (or undone if it was already confirmed) and every device logged in to your account is signed out. Then ask for a new password. The link works for 7 days.',
        'إن لم تكن أنت، فافتح الرابط أدناه: يُلغى التغيير (أو يُتراجع عنه إن كان قد تأكد)، ويُسجَّل الخروج من كل الأجهزة المسجّلة في حسابك. ثم اطلب كلمة مرور جديدة. يعمل الرابط لمدة 7 أيام.',
      ),
      { href: cancelLink, label: say("This wasn't me", 'لم أكن أنا') },
    ]),
  };
}
