import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { HttpError, badRequest } from './errors';
import { containsNul, inputMsg } from '../plugins/input-guard';
import { msg } from '@contracts/messages';
import { SNIFF_BYTES, TMP_FOLDER, readAll, sniff, type SniffedType, type Storage } from '../storage';
import { cleanPdf } from './pdf';

/** What a file field accepts: a size in bytes and types recognised by content. */
export interface FileRule {
  maxBytes: number;
  /** 413 message when the file is larger than maxBytes. */
  tooLarge: string;
  accept: (type: SniffedType | null) => boolean;
  /** 400 message when the content is not an accepted type. */
  wrongType: string;
}

/** A file that passed its rule, written to a temporary key; move it into place or delete it. */
export interface ReceivedFile {
  field: string;
  tempKey: string;
  type: SniffedType;
  size: number;
  /** The client's file name, cleaned (for display only; never a storage key). */
  fileName: string;
}

export interface MultipartForm {
  /** Text fields, dotted names nested (`experience.degree` → { experience: { degree } }); repeated names become arrays. */
  fields: Record<string, unknown>;
  files: Record<string, ReceivedFile>;
}

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

/** Nests dotted names; a name whose segments would touch prototypes is dropped. */
export function nestFields(flat: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of flat) {
    const segments = name.split('.');
    if (segments.some((s) => s === '' || FORBIDDEN_SEGMENTS.has(s))) continue;
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (next === null || typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    }
    const last = segments[segments.length - 1];
    const previous = Object.hasOwn(node, last) ? node[last] : undefined;
    if (previous === undefined || (typeof previous === 'object' && previous !== null && !Array.isArray(previous))) node[last] = value;
    else node[last] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return root;
}

/** A display name from the client's file name: no path, no control or quote characters, at most 120 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '').trim().slice(-120);
  return cleaned || fallback;
}

function multipartError(error: unknown): HttpError | null {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'Too many files in one request.', 'tooManyFiles');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'Too many fields in one request.', 'tooManyFields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The form data could not be read.', 'badMultipart');
    default:
      // busboy's own errors (no code): a missing boundary, a body cut off, a broken part header.
      return error instanceof Error && !code && BUSBOY_MESSAGE.test(error.message) ? badRequest('The form data could not be read.', 'badMultipart') : null;
  }
}

const BUSBOY_MESSAGE = /multipart|boundary|unexpected end|malformed|part terminated|header/i;

/**
 * Reads a multipart request as it streams in. Files go straight to a
 * temporary key (never into memory) through a counter that also keeps the
 * first bytes for sniffing; busboy stops writing at the largest rule's size,
 * so nothing larger ever reaches the disk. A PDF is parsed, cleaned and
 * written again in its place (http/pdf.ts); one that cannot be read is refused. Every part is read to the end even
 * after a failure (so the client gets the answer, not a reset), the first
 * failure is thrown, and on any failure every temporary file is removed.
 *
 * A JSON body is accepted too (no files): its object is the fields.
 */
export async function readMultipart(request: FastifyRequest, storage: Storage, rules: Record<string, FileRule>): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, files: {} };
  }
  const maxFileSize = Math.max(0, ...Object.values(rules).map((r) => r.maxBytes));
  const flat: [string, unknown][] = [];
  const files: Record<string, ReceivedFile> = {};
  const temps: string[] = [];
  // Held in an object so TypeScript does not narrow it across the awaits below.
  const state: { failure: HttpError | null } = { failure: null };

  const receive = async (part: MultipartFile): Promise<void> => {
    const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
    if (state.failure || !rule || files[part.fieldname]) {
      state.failure ??= badRequest(rule ? `Only one file may be sent in ${part.fieldname}.` : `Unexpected file field ${part.fieldname}.`, 'unexpectedFile');
      part.file.resume();
      await finished(part.file);
      return;
    }
    const tempKey = `${TMP_FOLDER}/${randomUUID()}`;
    temps.push(tempKey);
    let head = Buffer.alloc(0);
    const watcher = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        done(null, chunk);
      },
    });
    const size = await storage.put(part.file.pipe(watcher), tempKey);
    // A browser sends an empty part for a file input left empty: no file.
    if (size === 0 && !part.filename) return;
    if (part.file.truncated || size > rule.maxBytes) {
      state.failure = new HttpError(413, rule.tooLarge, 'fileTooLarge');
      return;
    }
    const type = sniff(head);
    if (!type || !rule.accept(type)) {
      state.failure = badRequest(rule.wrongType, 'wrongFileType');
      return;
    }
    const stored = type.mime === 'application/pdf' ? await storeCleanPdf(storage, tempKey) : size;
    if (stored === null) {
      state.failure = badRequest(msg.pdfUnreadable, 'pdfUnreadable');
      return;
    }
    files[part.fieldname] = { field: part.fieldname, tempKey, type, size: stored, fileName: cleanFileName(part.filename, `${part.fieldname}.${type.ext}`) };
  };

  try {
    const parts = request.parts({ limits: { fileSize: maxFileSize, files: Object.keys(rules).length + 2 }, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts as AsyncIterable<Multipart>) {
      if (part.type === 'file') await receive(part);
      else if (part.valueTruncated) state.failure ??= badRequest(`The field ${part.fieldname} is too long.`, 'fieldTooLong');
      else if (containsNul(part.fieldname) || containsNul(part.value)) state.failure ??= badRequest(inputMsg.nul, 'nulCharacter');
      else flat.push([part.fieldname, part.value]);
    }
  } catch (error) {
    state.failure ??= multipartError(error);
    if (!state.failure) {
      await deleteQuietly(storage, temps);
      throw error;
    }
  }
  if (state.failure) {
    await deleteQuietly(storage, temps);
    throw state.failure;
  }
  // Temporaries of empty parts were never kept.
  const kept = new Set(Object.values(files).map((f) => f.tempKey));
  await deleteQuietly(storage, temps.filter((key) => !kept.has(key)));
  return { fields: nestFields(flat), files };
}

/** Replaces the PDF under key with its cleaned copy (http/pdf.ts) and resolves with its size; null when it is not a readable PDF. */
async function storeCleanPdf(storage: Storage, key: string): Promise<number | null> {
  const stream = await storage.get(key);
  const cleaned = stream ? await cleanPdf(await readAll(stream)) : null;
  return cleaned ? storage.put(Buffer.from(cleaned), key) : null;
}

/** Removes keys, ignoring failures (used on paths that already fail or succeed for another reason). */
export async function deleteQuietly(storage: Storage, keys: Iterable<string>): Promise<void> {
  await Promise.all([...keys].map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Reads a multipart request (readMultipart) and hands the form to `handle`;
 * whatever happens, the temporary files are removed afterwards (a service
 * that keeps a file has moved it to its own key by then).
 */
export async function withMultipart<T>(request: FastifyRequest, storage: Storage, rules: Record<string, FileRule>, handle: (form: MultipartForm) => Promise<T>): Promise<T> {
  const form = await readMultipart(request, storage, rules);
  try {
    return await handle(form);
  } finally {
    await deleteQuietly(
      storage,
      Object.values(form.files).map((file) => file.tempKey),
    );
  }
}
