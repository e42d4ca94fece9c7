import { formatDate } from '@contracts/format';
import { composeMail, say, type MailMessage } from '../../plugins/mail';

/** The review reminders, each built inside `inLanguageOf` its recipient (see `say`). */
export interface ReviewMailContext {
  to: string;
  firstName: string;
  /** The vacancy's title of a hire; null for a booking. */
  title: string | null;
  /** The booking's length; null for a hire. */
  minutes: number | null;
  /** Where the review is written. */
  link: string;
  closesAt: Date;
}

const about = (ctx: ReviewMailContext) =>
  ctx.title !== null ? say(`your work on “${ctx.title}”`, `العمل على «${ctx.title}»`) : say(`your ${ctx.minutes}-minute e-consultation`, `استشارتك الإلكترونية (${ctx.minutes} دقيقة)`);

const body = (ctx: ReviewMailContext, opening: string): Pick<MailMessage, 'text' | 'html'> => {
  const { text, html } = composeMail([
    say(`Hello ${ctx.firstName},`, `مرحبًا ${ctx.firstName}،`),
    opening,
    say(
      'Reviews are double-blind: the other party cannot read yours until they have written theirs or the time for reviews has passed.',
      'التقييمات مخفية عن الطرفين: لا يقرأ الطرف الآخر تقييمك حتى يكتب تقييمه أو تنقضي مدة التقييم.',
    ),
    { href: ctx.link, label: say('Write your review', 'اكتب تقييمك') },
  ]);
  return { text, html };
};

/** Reviewing has opened; to the other party of a hire, with who marked the engagement ended. */
export function reviewOpenMail(ctx: ReviewMailContext & { endedBy?: string | null }): MailMessage {
  const until = formatDate(ctx.closesAt);
  const opening = say(`You can now review ${about(ctx)}, until ${until}.`, `يمكنك الآن تقييم ${about(ctx)} حتى ${until}.`);
  if (ctx.endedBy) {
    return {
      to: ctx.to,
      subject: say(`${ctx.endedBy} marked the engagement ended: leave a review on Khibra`, `أُعلن انتهاء التعاقد من طرف ${ctx.endedBy}: اكتب تقييمك على خبرة`),
      ...body(ctx, `${say(`${ctx.endedBy} marked ${about(ctx)} ended.`, `أُعلن انتهاء ${about(ctx)} من طرف ${ctx.endedBy}.`)} ${opening}`),
    };
  }
  return {
    to: ctx.to,
    subject: say('How did it go? Leave a review on Khibra', 'كيف كانت التجربة؟ اكتب تقييمك على خبرة'),
    ...body(ctx, opening),
  };
}

/** Three days before reviewing closes, to a party who has not written. */
export function reviewClosingMail(ctx: ReviewMailContext): MailMessage {
  const until = formatDate(ctx.closesAt);
  return {
    to: ctx.to,
    subject: say('A few days left to leave your review', 'أيام قليلة متبقية لكتابة تقييمك'),
    ...body(ctx, say(`Reviews of ${about(ctx)} close on ${until}.`, `يُغلق تقييم ${about(ctx)} في ${until}.`)),
  };
}
