import { composeMail, say, type MailMessage } from '../../plugins/mail';

/**
 * To the address at the company's domain: opening the link verifies the company (built inside `inLanguageOf` the
 * member). Nothing the member typed is in it (no company name): only the recipient's own domain and Khibra's words.
 */
export function domainCheckMail(to: string, domain: string, link: string): MailMessage {
  return {
    to,
    subject: say(`Confirm your domain ${domain} on Khibra`, `أكّد نطاقك ${domain} في خبرة`),
    ...composeMail([
      say('Hello,', 'مرحبًا،'),
      say(
        `A business account on Khibra asked to show its company page as verified for ${domain}, with this address as the proof. Open the link below only if your organisation asked for it. The link works once and expires in 48 hours.`,
        `طلب حساب أعمال في خبرة إظهار صفحة شركته موثّقةً للنطاق ${domain}، باستخدام هذا العنوان دليلًا على ذلك. لا تفتح الرابط أدناه إلا إذا كانت مؤسستك قد طلبت ذلك. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 48 ساعة.`,
      ),
      { href: link, label: say('Verify the domain', 'توثيق النطاق') },
      say('If you did not ask for this, you can ignore this message: nothing changes.', 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.'),
    ]),
  };
}
