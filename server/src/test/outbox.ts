import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Reads the .eml files the mailer writes to <dataDir>/outbox when no SMTP
 * server is configured: the real files, parsed just enough for tests
 * (headers, the text and HTML parts, their links).
 */
export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** http(s) links in the text part. */
  links: string[];
  /** Attached files, decoded (e.g. an .ics invitation). */
  attachments: OutboxAttachment[];
  /** Every header of the message, by its lower-cased name (folded lines joined). */
  headers: Record<string, string>;
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

type Headers = Record<string, string>;

function split(raw: string): { headers: Headers; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

type Collected = { text: string; html: string; attachments: OutboxAttachment[] };

function collect(raw: string, parts: Collected): void {
  const { headers, body } = split(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collect(part.replace(/^\r?\n/, ''), parts);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  const disposition = headers['content-disposition'] ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? '');
    parts.attachments.push({ filename, contentType: type, content: decoded });
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) parts.html += decoded;
  else if (type.toLowerCase().startsWith('text/plain')) parts.text += decoded;
}

export function parseEml(raw: string, file = ''): OutboxMail {
  const { headers } = split(raw);
  const parts: Collected = { text: '', html: '', attachments: [] };
  collect(raw, parts);
  return {
    file,
    from: decodeWords(headers.from ?? ''),
    to: decodeWords(headers.to ?? ''),
    replyTo: headers['reply-to'] ? decodeWords(headers['reply-to']) : undefined,
    subject: decodeWords(headers.subject ?? ''),
    text: parts.text,
    html: parts.html,
    links: parts.text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    attachments: parts.attachments,
    headers,
  };
}

/**
 * E-mails are queued and delivered by the app's worker (plugins/mail.ts).
 * createTestApp registers the app's drain() for its outbox, so reading the
 * outbox first delivers everything that is due — no test waits on a timer.
 */
const drains = new Map<string, () => Promise<void>>();

export function deliverBeforeReading(outboxDir: string, drain: () => Promise<void>): () => void {
  drains.set(outboxDir, drain);
  return () => drains.delete(outboxDir);
}

/** Every message in the outbox, oldest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  await drains.get(outboxDir)?.();
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => parseEml(await fs.readFile(path.join(outboxDir, name), 'utf8'), name)));
}

/** Messages to one address (case-insensitive), oldest first. */
export async function mailsTo(outboxDir: string, address: string): Promise<OutboxMail[]> {
  const wanted = address.trim().toLowerCase();
  const addresses = (to: string) => to.split(',').map((a) => (/<([^>]+)>/.exec(a)?.[1] ?? a).trim().toLowerCase());
  return (await readOutbox(outboxDir)).filter((mail) => addresses(mail.to).includes(wanted));
}

/** The signed token of a notification e-mail's List-Unsubscribe address ('' when it has none). */
export const unsubscribeTokenOf = (mail: OutboxMail): string =>
  new URL(/^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? 'https://x.invalid/').searchParams.get('token') ?? '';

/** What a mail provider's one-click unsubscribe (RFC 8058) posts to the e-mail's List-Unsubscribe address. */
export const oneClickUnsubscribe = (app: FastifyInstance, mail: OutboxMail) =>
  app.inject({ method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(unsubscribeTokenOf(mail))}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
