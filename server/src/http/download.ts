import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A stored PDF on its way to a member's browser. */
export interface PdfDownload {
  stream: Readable;
  size: number | null;
  /** Chosen by the server ('{First}-{Last}-Khibra.pdf', '{title}-Khibra.pdf'), never the uploader's name. */
  fileName: string;
}

/** Content-Disposition for a download: an ASCII name for old clients and the UTF-8 name (RFC 6266/5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends an uploaded PDF so that it can never run in our origin: always
 * application/pdf (parsed and cleaned on upload: http/pdf.ts), always an
 * attachment (saved, not rendered in a tab of this site), no MIME sniffing,
 * a sandboxing CSP in case a browser renders it anyway, and never cached by
 * a shared cache (only members may read it).
 */
export function sendPdf(reply: FastifyReply, file: PdfDownload): FastifyReply {
  return sendDownload(reply, { ...file, type: 'application/pdf' });
}

/** As sendPdf, for a stored file of another type checked on upload (a message's image, re-encoded as WebP). */
export function sendDownload(reply: FastifyReply, file: PdfDownload & { type: string }): FastifyReply {
  reply
    .header('Content-Type', file.type)
    .header('Content-Disposition', attachmentHeader(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store');
  if (file.size !== null) reply.header('Content-Length', file.size);
  return reply.send(file.stream);
}
