import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** To the account's address once it is deleted: what happened, what happens next, and whom to tell if it was not them. */
export function accountDeletedMail(to: string, firstName: string, eraseAfterDays: number, supportAddress: string): MailMessage {
  return {
    to,
    subject: say('Your Khibra account was deleted', 'تم حذف حسابك في خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(
        'Your Khibra account was deleted at your request. Every device was signed out, and your profile, vacancies and company page are no longer shown to anyone. You can no longer sign in to this account.',
        'تم حذف حسابك في خبرة بناءً على طلبك. سُجّل الخروج من كل الأجهزة، ولم يعد ملفك الشخصي ولا وظائفك ولا صفحة شركتك ظاهرة لأحد. ولم يعد بالإمكان تسجيل الدخول إلى هذا الحساب.',
      ),
      say(
        `In ${eraseAfterDays} days your personal data will be erased: your name, e-mail address, phone, photo, résumé, files and the text of your messages. Reviews you wrote stay, signed "A former member".`,
        `بعد ${eraseAfterDays} يومًا ستُمحى بياناتك الشخصية: اسمك وبريدك الإلكتروني وهاتفك وصورتك وسيرتك الذاتية وملفاتك ونصوص رسائلك. أما التقييمات التي كتبتها فتبقى باسم «عضو سابق».`,
      ),
      say(`If you did not do this, tell us right away at ${supportAddress}.`, `إن لم تقم بذلك، فأخبرنا فورًا على ${supportAddress}.`),
    ]),
  };
}
