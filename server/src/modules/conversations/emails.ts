import { composeMail, say, type MailMessage, type MailPart } from '../../plugins/mail';

/** The unread-message e-mail, built inside `inLanguageOf` its recipient (see `say`). */
export interface UnreadMailContext {
  to: string;
  firstName: string;
  /** The writer's name as the conversation shows it. */
  senderName: string;
  /** What the conversation is about: a vacancy's title, a booking's reference, or nothing (a profile). */
  subject: { kind: 'vacancy'; title: string } | { kind: 'booking'; reference: string } | { kind: 'profile' };
  /** The unread messages, oldest first, as written (plain text: composeMail escapes it in the HTML part). */
  texts: string[];
  /** The conversation on this site. */
  link: string;
}

/** Each message quoted up to this many characters (a message may have 5,000). */
const QUOTE_MAX = 1000;
const clip = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…` : text);

/** "Omar Khalil wrote to you about “Leadership coach”:", then the messages and a link to answer on Khibra. */
export function unreadMessagesMail(ctx: UnreadMailContext): MailMessage {
  const { senderName: name, subject } = ctx;
  const wrote =
    subject.kind === 'vacancy'
      ? say(`${name} wrote to you about “${subject.title}”:`, `رسالة من ${name} بشأن «${subject.title}»:`)
      : subject.kind === 'booking'
        ? say(`${name} wrote to you about booking ${subject.reference}:`, `رسالة من ${name} بشأن الحجز ${subject.reference}:`)
        : say(`${name} wrote to you:`, `رسالة من ${name}:`);
  const parts: MailPart[] = [
    say(`Hello ${ctx.firstName},`, `مرحبًا ${ctx.firstName}،`),
    wrote,
    ...ctx.texts.map(clip),
    { href: ctx.link, label: say('Read and reply on Khibra', 'اقرأ الرسالة وردّ عليها في خبرة') },
  ];
  return {
    to: ctx.to,
    subject: ctx.texts.length > 1 ? say(`New messages from ${name}`, `رسائل جديدة من ${name}`) : say(`New message from ${name}`, `رسالة جديدة من ${name}`),
    ...composeMail(parts),
  };
}
