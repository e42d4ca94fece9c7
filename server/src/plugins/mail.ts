import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { currentLocale, directionOf } from '@contracts/locale';
import type { MailCategory } from '@contracts/notifications';
import type { Config } from '../config';
import type { Db } from '../db/client';
import fp from 'fastify-plugin';

/** One e-mail: plain text and simple HTML of the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Links in the message, logged when the message goes to the outbox (development). */
  links?: string[];
  /** Files sent with the message (e.g. an .ics calendar invitation). */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of a notification). */
  headers?: Record<string, string>;
  /**
   * A notification to a member (anything not about the account's security): delivered only while that member has
   * the category on, with one-click unsubscribe (see Mailer.gate). Security e-mails have none.
   * `transactional`: a change to something the member has (a booking made, moved or cancelled) is sent whatever the
   * switch; its footer's link stops only the category's other e-mails, and says so.
   */
  notification?: { userId: string; category: MailCategory; transactional?: boolean };
}

export interface MailAttachment {
  filename: string;
  /** Full MIME type, parameters included (e.g. 'text/calendar; charset=utf-8; method=REQUEST'). */
  contentType: string;
  content: string | Buffer;
}

/** nodemailer attachments, base64-encoded so the bytes (CRLF line ends of an .ics) arrive unchanged. */
const toAttachments = (list: MailAttachment[] | undefined) =>
  list?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, contentTransferEncoding: 'base64' as const }));

export interface Mailer {
  /**
   * Queues the message. Given the transaction of the change that causes it,
   * the mail is part of that change: it exists only if the change commits
   * (delivered within JOBS_POLL_MS of the commit).
   */
  send(message: MailMessage, tx?: Db, options?: { dedupeKey?: string }): Promise<void>;
  /** Directory of .eml files when no SMTP server is configured; null when sending for real. */
  readonly outboxDir: string | null;
  close(): void;
  /**
   * Runs when a queued mail is delivered (so a preference turned off meanwhile counts): null drops the mail, else
   * the mail to send. The notifications module sets it (preferences, unsubscribe headers and footer).
   */
  gate?: (message: MailMessage) => Promise<MailMessage | null>;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** A paragraph of text, or a link with its label. */
export type MailPart = string | { href: string; label: string };

/**
 * Text and HTML bodies from the same parts. Every value is HTML-escaped in
 * the HTML part, so user input (names, inquiries) is shown, never interpreted.
 */
/**
 * The English or the Arabic of a mail's text, by the current locale: the
 * recipient's language (services build a mail inside `inLocale(language, …)`
 * of server/src/plugins/locale.ts), the requester's otherwise.
 */
export const say = (english: string, arabic: string): string => (currentLocale() === 'ar' ? arabic : english);

export function composeMail(parts: MailPart[]): { text: string; html: string; links: string[] } {
  const text = parts.map((part) => (typeof part === 'string' ? part : `${part.label}:\n${part.href}`)).join('\n\n');
  const body = parts
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.label)}</a></p>`,
    )
    .join('\n');
  const locale = currentLocale();
  const signature = say('— Khibra', '— فريق خبرة');
  const html = `<!doctype html>\n<html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n<p>${signature}</p>\n</body></html>\n`;
  return { text: `${text}\n\n${signature}\n`, html, links: parts.flatMap((part) => (typeof part === 'string' ? [] : [part.href])) };
}

/**
 * With SMTP_URL the message is sent for real. Without it every message is
 * written to <dataDir>/outbox/<timestamp>-<random>.eml and its recipient,
 * subject and links are logged, so development and tests need no mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html, headers: message.headers, attachments: toAttachments(message.attachments) });
        log.info({ subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      const info = await composer.sendMail({ from: config.mailFrom, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html, headers: message.headers, attachments: toAttachments(message.attachments) });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, links: message.links ?? [], file }, 'mail written to the outbox (no SMTP_URL)');
    },
    close: () => composer.close(),
  };
}

/** A queued e-mail as stored in the jobs table (JSON: attachments as base64). */
export interface QueuedMail extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; contentType: string; base64: string }[];
}

export const MAIL_JOB = 'mail';

export function toQueuedMail(message: MailMessage): QueuedMail {
  const { attachments, ...rest } = message;
  return {
    ...rest,
    ...(attachments ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: Buffer.from(a.content).toString('base64') })) } : {}),
  };
}

export function fromQueuedMail(queued: QueuedMail): MailMessage {
  const { attachments, ...rest } = queued;
  return {
    ...rest,
    ...(attachments ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') })) } : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues e-mails (send() writes to the jobs table); the job queue delivers them. */
    mailer: Mailer;
  }
}

/**
 * Durable e-mail: app.mailer.send() only writes the message to the jobs
 * table (a 'mail' job) and kicks this instance's worker; the worker of
 * whichever instance claims it delivers it with the SMTP (or .eml outbox)
 * mailer, retrying with backoff while the mail server is down. A request
 * therefore never waits for, nor fails because of, the mail server.
 */
async function registerMail(app: FastifyInstance, config: Config): Promise<void> {
  const delivery = createMailer(config, app.log);
  app.jobs.register(MAIL_JOB, async (payload) => {
    const message = fromQueuedMail(payload as QueuedMail);
    const sent = mailer.gate ? await mailer.gate(message) : message;
    if (sent) await delivery.send(sent);
  });
  const mailer: Mailer = {
    outboxDir: delivery.outboxDir,
    send: (message, tx, options) => app.jobs.enqueue(MAIL_JOB, toQueuedMail(message), { maxAttempts: config.mailMaxAttempts, dedupeKey: options?.dedupeKey }, tx),
    close: () => undefined,
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => delivery.close());
}

/** app.mailer: e-mails are queued as jobs. */
export const mailPlugin = fp(async (app: FastifyInstance) => registerMail(app, app.config), { name: 'khibra-mail', dependencies: ['khibra-jobs'], decorators: { fastify: ['database', 'config'] } });
