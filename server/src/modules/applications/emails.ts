import type { ApplicationStatus } from '@contracts/application';
import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** The pipeline's e-mails to a freelancer, each built inside `inLanguageOf` the freelancer (see `say`). */

export interface ApplicationMailContext {
  to: string;
  firstName: string;
  /** The vacancy's title as its business wrote it. */
  title: string;
  /** The business's message with the change; empty when none. */
  message: string;
  /** /vacancies-applied on this site. */
  link: string;
}

/** The statuses a freelancer is told of by e-mail (being viewed is shown only in the app). */
export type MailedStatus = Extract<ApplicationStatus, 'shortlisted' | 'hired' | 'declined' | 'filled'>;

export const isMailedStatus = (status: ApplicationStatus): status is MailedStatus => status !== 'new' && status !== 'viewed';

const subjects: Record<MailedStatus, (title: string) => string> = {
  shortlisted: (title) => say(`You are on the shortlist for “${title}”`, `أنت في القائمة المختصرة لوظيفة «${title}»`),
  hired: (title) => say(`You were hired for “${title}”`, `تم تعيينك في وظيفة «${title}»`),
  declined: (title) => say(`About your application to “${title}”`, `بشأن طلبك لوظيفة «${title}»`),
  filled: (title) => say(`The position “${title}” has been filled`, `تم شغل وظيفة «${title}»`),
};

const news: Record<MailedStatus, () => string> = {
  shortlisted: () => say('The business has shortlisted your application. It may contact you to go further.', 'أضافت الجهة صاحبة الوظيفة طلبك إلى القائمة المختصرة، وقد تتواصل معك للمتابعة.'),
  hired: () => say('Congratulations: the business has hired you for this vacancy. It will contact you about the next steps.', 'تهانينا، فقد عيّنتك الجهة صاحبة الوظيفة في هذه الوظيفة، وستتواصل معك بشأن الخطوات التالية.'),
  declined: () => say('The business has decided not to go further with your application this time.', 'قررت الجهة صاحبة الوظيفة عدم المضي في طلبك هذه المرة.'),
  filled: () =>
    say(
      'The business has hired another applicant and closed this vacancy, so your application will not go further. Thank you for applying; other vacancies may suit you.',
      'عيّنت الجهة صاحبة الوظيفة متقدّمًا آخر وأغلقت هذه الوظيفة، فلن يمضي طلبك أبعد من ذلك. شكرًا على تقدّمك، وقد تناسبك وظائف أخرى.',
    ),
};

/** "You are on the shortlist", "You were hired", or a decline, with the business's message when it wrote one. */
export function applicationStatusMail(status: MailedStatus, ctx: ApplicationMailContext): MailMessage {
  return {
    to: ctx.to,
    subject: subjects[status](ctx.title),
    ...composeMail([
      say(`Hello ${ctx.firstName},`, `مرحبًا ${ctx.firstName}،`),
      say(`About your application to “${ctx.title}”:`, `بشأن طلبك لوظيفة «${ctx.title}»:`),
      news[status](),
      ...(ctx.message ? [say(`The business wrote:\n${ctx.message}`, `كتبت الجهة صاحبة الوظيفة:\n${ctx.message}`)] : []),
      { href: ctx.link, label: say('See your applications', 'اطّلع على طلباتك') },
    ]),
  };
}
