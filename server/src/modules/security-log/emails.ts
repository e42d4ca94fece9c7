import type { DeviceName } from '@contracts/security';
import { formatDateTime, formatTimeZone } from '@contracts/format-time';
import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** The device in words: 'Chrome on Windows' / 'Chrome على Windows' (product names stay as they are). */
export function describeDevice({ browser, system }: DeviceName): string {
  if (browser && system) return say(`${browser} on ${system}`, `${browser} على ${system}`);
  return browser ?? system ?? say('an unknown browser', 'متصفح غير معروف');
}

/** To the account's address after a sign-in from a device it had not used (a security e-mail: always sent). */
export function newDeviceMail(
  to: string,
  firstName: string,
  sign: { device: DeviceName; ip: string; at: Date; timeZone: string },
  sessionsLink: string,
): MailMessage {
  return {
    to,
    subject: say('New sign-in to your Khibra account', 'تسجيل دخول جديد إلى حسابك في خبرة'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say('Your Khibra account was just signed in to from a device it had not been used on before:', 'سُجّل الدخول للتو إلى حسابك في خبرة من جهاز لم يُستخدم معه من قبل:'),
      [
        say(`Device: ${describeDevice(sign.device)}`, `الجهاز: ${describeDevice(sign.device)}`),
        say(`IP address: ${sign.ip}`, `عنوان IP: ${sign.ip}`),
        say(
          `Time: ${formatDateTime(sign.at, sign.timeZone)} (${formatTimeZone(sign.timeZone)})`,
          `الوقت: ${formatDateTime(sign.at, sign.timeZone)} (${formatTimeZone(sign.timeZone)})`,
        ),
      ].join('\n'),
      say(
        'If this was you, there is nothing to do. If it was not, change your password now and end that session in the list of your sessions:',
        'إن كنت أنت من سجّل الدخول فلا حاجة لفعل شيء. وإن لم تكن أنت، فغيّر كلمة مرورك الآن وأنهِ تلك الجلسة من قائمة جلساتك:',
      ),
      { href: sessionsLink, label: say('See your sessions', 'عرض جلساتك') },
    ]),
  };
}
