import type { HideableKind } from '@contracts/operator';
import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** "your freelancer profile", "your vacancy «title»", "your company page", in the language of the mail. */
function whatOf(kind: HideableKind, title: string): string {
  if (kind === 'freelancer') return say('your freelancer profile', 'ملفك المهني');
  if (kind === 'vacancy') return say(`your vacancy “${title}”`, `وظيفتك «${title}»`);
  return say('your company page', 'صفحة شركتك');
}

/** To the owner of what an operator hid: what, why, that only they still see it, and whom to write to. */
export function contentHiddenMail(to: string, firstName: string, kind: HideableKind, title: string, note: string, supportAddress: string): MailMessage {
  const what = whatOf(kind, title);
  return {
    to,
    subject: say('Khibra’s team hid something of yours', 'أخفى فريق خبرة جزءًا من محتواك'),
    ...composeMail([
      say(`Hello ${firstName},`, `مرحبًا ${firstName}،`),
      say(`Khibra’s team hid ${what}. Nobody else can see it now; you still can, with this note.`, `أخفى فريق خبرة ${what}. لم يعد أحد غيرك يراه الآن، وما زال بإمكانك رؤيته مع هذه الملاحظة.`),
      say(`The team’s note: ${note}`, `ملاحظة الفريق: ${note}`),
      say(`If you have questions, or once you have changed what the note asks, write to us at ${supportAddress}.`, `إن كانت لديك أسئلة، أو بعد تعديل ما تطلبه الملاحظة، يُرجى مراسلتنا على ${supportAddress}.`),
    ]),
  };
}
