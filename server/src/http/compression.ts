import { pipeline, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Response compression (@fastify/compress, registered in app.ts with
 * COMPRESS_OPTIONS) and the same choice made ahead of it for answers kept
 * ready-made (the visitor cache compresses a cached body once, not per
 * request). Both sides must agree on what a client gets, so the rules
 * @fastify/compress 9 applies are restated here: its encodings in its order
 * of preference, `*` and `x-gzip` read as gzip, nothing under the threshold,
 * nothing for a request with x-no-compression, and its Brotli quality 4.
 */
export const COMPRESS_OPTIONS = { threshold: 1024 } as const;

export type PrecompressedEncoding = 'br' | 'gzip' | 'deflate';

/** @fastify/compress's encodings (zstd first where Node has it); zstd is left to the plugin. */
const ENCODINGS = [...(typeof (zlib as { zstdCompressSync?: unknown }).zstdCompressSync === 'function' ? ['zstd'] : []), 'br', 'gzip', 'deflate', 'identity'];
const GZIP_ALIAS = /\*|x-gzip/gu;

const COMPRESSORS: Record<PrecompressedEncoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
  deflate: (body) => zlib.deflateSync(body),
};

/**
 * The encoding @fastify/compress would give this JSON body for this request,
 * when it is one we prepare ahead; undefined when the plugin sends it as is
 * (or would pick zstd: then the plugin compresses it, as for any answer).
 */
export function precompressedEncoding(request: FastifyRequest, bodyLength: number): PrecompressedEncoding | undefined {
  const accept = request.headers['accept-encoding'];
  if (accept === undefined || bodyLength < COMPRESS_OPTIONS.threshold || request.headers['x-no-compression'] !== undefined) return undefined;
  const encoding = negotiate(accept.toLowerCase().replace(GZIP_ALIAS, 'gzip'), ENCODINGS);
  return encoding === 'br' || encoding === 'gzip' || encoding === 'deflate' ? encoding : undefined;
}

export function compressBody(encoding: PrecompressedEncoding, body: Buffer): Buffer {
  return COMPRESSORS[encoding](body);
}

const STREAM_COMPRESSORS: Record<PrecompressedEncoding, () => Transform> = {
  br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: () => zlib.createGzip(),
  deflate: () => zlib.createDeflate(),
};

/**
 * Sends an HTML page compressed by the same rules. The pages are answered by
 * the not-found handler (every path the app routes itself), which
 * @fastify/compress, hooked on declared routes, never sees.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string | Readable): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = precompressedEncoding(request, typeof body === 'string' ? Buffer.byteLength(body) : Number.POSITIVE_INFINITY);
  if (!encoding) return reply.send(body);
  const compressed = STREAM_COMPRESSORS[encoding]();
  pipeline(typeof body === 'string' ? Readable.from([body]) : body, compressed, (error) => {
    if (error) request.log.warn({ err: error }, 'compressing a page failed');
  });
  return reply.header('Content-Encoding', encoding).send(compressed);
}
