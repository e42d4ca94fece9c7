import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** The invitation e-mail, built inside `inLanguageOf` its recipient (see `say`). */
export interface InvitationMailContext {
  to: string;
  firstName: string;
  companyName: string;
  title: string;
  note: string | null;
  /** The vacancy's page, where the freelancer applies. */
  link: string;
}

/** "… invited you to apply": the vacancy, the business's note when it wrote one, and the link to apply. */
export function invitationMail(ctx: InvitationMailContext): MailMessage {
  return {
    to: ctx.to,
    subject: say(`${ctx.companyName} invited you to apply to “${ctx.title}”`, `دعوة من ${ctx.companyName} للتقدّم إلى وظيفة «${ctx.title}»`),
    ...composeMail([
      say(`Hello ${ctx.firstName},`, `مرحبًا ${ctx.firstName}،`),
      say(`${ctx.companyName} saw your profile on Khibra and invites you to apply to “${ctx.title}”.`, `دعوة من ${ctx.companyName} للتقدّم إلى وظيفة «${ctx.title}» بعد الاطلاع على ملفك في خبرة.`),
      ...(ctx.note ? [say(`Their note:\n${ctx.note}`, `الملاحظة المرفقة:\n${ctx.note}`)] : []),
      { href: ctx.link, label: say('See the vacancy and apply', 'اطّلع على الوظيفة وتقدّم إليها') },
      say('You can stop invitations from businesses in My Account.', 'يمكنك إيقاف الدعوات من الجهات في حسابي.'),
    ]),
  };
}
