import { formatCount, formatList } from '@contracts/format';
import { currentLocale } from '@contracts/locale';
import { localizeMessage } from '@contracts/messages-ar';
import { composeMail, say, type MailMessage, type MailPart } from '../../plugins/mail';

/** The e-mails of alerts, each built inside `inLanguageOf` its recipient (see `say`). */

/** A vacancy as an alert lists it. */
export interface AlertedVacancy {
  title: string;
  /** Who is hiring: the company's shown name, else the poster's. */
  hiring: string;
  /** The stored rate range and pay type ('$50 - $75', 'Daily'); '' when left at Any. */
  hourlyRate: string;
  payType: string;
  /** The shared skills, as stored (English names). */
  skills: string[];
  link: string;
}

/** "3 of your skills: PRINCE2, Risk Management, Arabic training", skill names in the recipient's language. */
export function whyLine(skills: string[]): string {
  const names = formatList(skills.map((skill) => localizeMessage(skill, currentLocale())));
  if (skills.length === 1) return say(`1 of your skills: ${names}`, `مهارة من مهاراتك: ${names}`);
  const n = formatCount(skills.length);
  return say(`${n} of your skills: ${names}`, `${n} من مهاراتك: ${names}`);
}

function rateLine(vacancy: AlertedVacancy): string | null {
  if (!vacancy.hourlyRate) return null;
  const rate = localizeMessage(vacancy.hourlyRate, currentLocale());
  const pay = vacancy.payType ? ` (${localizeMessage(vacancy.payType, currentLocale())})` : '';
  return say(`Rate: ${rate}${pay}`, `الأجر: ${rate}${pay}`);
}

/** New vacancies that match the freelancer's profile: one or a digest of several, best match first. */
export function vacancyAlertMail(to: string, firstName: string, list: AlertedVacancy[], settingsLink: string): MailMessage {
  const [first] = list;
  const subject =
    list.length === 1
      ? say(`A new vacancy matches your profile: “${first.title}”`, `وظيفة جديدة تناسب ملفك: «${first.title}»`)
      : say(`${formatCount(list.length)} new vacancies match your profile`, `وظائف جديدة تناسب ملفك (${formatCount(list.length)})`);
  const parts: MailPart[] = [
    say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
    list.length === 1 ? say('A new vacancy on Khibra matches your profile:', 'تناسب ملفك وظيفة جديدة على خبرة:') : say('New vacancies on Khibra match your profile:', 'تناسب ملفك وظائف جديدة على خبرة:'),
  ];
  for (const vacancy of list) {
    const lines = [`${vacancy.title} — ${vacancy.hiring}`, rateLine(vacancy), say(`Why: ${whyLine(vacancy.skills)}`, `السبب: ${whyLine(vacancy.skills)}`)].filter((line): line is string => Boolean(line));
    parts.push(lines.join('\n'), { href: vacancy.link, label: say('See the vacancy and apply', 'اطّلع على الوظيفة وقدّم عليها') });
  }
  parts.push({ href: settingsLink, label: say('Change how often you get vacancy alerts', 'غيّر عدد مرات وصول تنبيهات الوظائف') });
  return { to, subject, ...composeMail(parts) };
}

/** New proposals on one of the business's vacancies: the first at once, then at most one an hour with a count. */
export function proposalsMail(to: string, firstName: string, title: string, count: number, link: string): MailMessage {
  const subject = count === 1 ? say(`A new proposal for “${title}”`, `عرض جديد على وظيفة «${title}»`) : say(`${formatCount(count)} new proposals for “${title}”`, `عروض جديدة على وظيفة «${title}» (${formatCount(count)})`);
  return {
    to,
    subject,
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      count === 1
        ? say(`A freelancer has sent a proposal for your vacancy “${title}”.`, `أرسل مستقل عرضًا على وظيفتك «${title}».`)
        : say(`Freelancers have sent ${formatCount(count)} new proposals for your vacancy “${title}”.`, `وصلت وظيفتك «${title}» عروض جديدة من المستقلين، عددها ${formatCount(count)}.`),
      { href: link, label: say('See the applicants', 'اطّلع على المتقدّمين') },
    ]),
  };
}

/** The business's daily summary: each vacancy with new proposals since the last one, and how many. */
export function proposalsDigestMail(to: string, firstName: string, list: { title: string; count: number; link: string }[]): MailMessage {
  const total = list.reduce((sum, item) => sum + item.count, 0);
  const parts: MailPart[] = [say(`Hello ${firstName},`, `مرحبًا ${firstName}،`), say('New proposals arrived for your vacancies since yesterday:', 'وصلت وظائفك عروض جديدة منذ أمس:')];
  for (const item of list) {
    parts.push(say(`“${item.title}”: ${formatCount(item.count)}`, `«${item.title}»: ${formatCount(item.count)}`), { href: item.link, label: say('See the applicants', 'اطّلع على المتقدّمين') });
  }
  return { to, subject: say(`Your daily summary: ${formatCount(total)} new proposals`, `ملخصك اليومي: عروض جديدة (${formatCount(total)})`), ...composeMail(parts) };
}
