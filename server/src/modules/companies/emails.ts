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

/** To the company's owner when an operator removed its verified badge: the operator's note, and how to verify again. */
export function badgeRevokedMail(owner: { email: string; firstName: string }, company: string, domain: string, note: string, myCompany: string): MailMessage {
  return {
    to: owner.email,
    subject: say('Your company page is no longer shown as verified', 'لم تعد صفحة شركتك تظهر موثّقة'),
    ...composeMail([
      say(`Hello ${owner.firstName},`, `مرحبًا ${owner.firstName}،`),
      say(
        `Khibra's team removed the verified badge (${domain}) from your company page “${company}”. The team's note:`,
        `أزال فريق خبرة شارة التوثيق (${domain}) عن صفحة شركتك «${company}». ملاحظة الفريق:`,
      ),
      note,
      say('You can verify your domain again from your company page, with a new e-mail link or a new DNS record.', 'يمكنك توثيق نطاقك من جديد من صفحة شركتك، برابط بريد إلكتروني جديد أو بسجل DNS جديد.'),
      { href: myCompany, label: say('Open your company page', 'افتح صفحة شركتك') },
    ]),
  };
}
