import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** To the address at the company's domain: opening the link verifies the company (built inside `inLanguageOf` the member). */
export function domainCheckMail(to: string, company: string, domain: string, link: string): MailMessage {
  return {
    to,
    subject: say(`Confirm ${company} on Khibra`, `أكّد ${company} في خبرة`),
    ...composeMail([
      say('Hello,', 'مرحبًا،'),
      say(
        `Someone asked to show ${company} as verified on Khibra, with this address at ${domain} as the proof. Open the link below to confirm it. The link works once and expires in 48 hours.`,
        `طُلب إظهار ${company} موثّقة في خبرة، باستخدام هذا العنوان في النطاق ${domain} دليلًا على ذلك. افتح الرابط أدناه للتأكيد. يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 48 ساعة.`,
      ),
      { href: link, label: say('Verify the company', 'توثيق الشركة') },
      say('If you did not ask for this, you can ignore this message.', 'إن لم تطلب ذلك، فتجاهل هذه الرسالة.'),
    ]),
  };
}
