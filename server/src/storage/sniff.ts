/**
 * File types recognised by their first bytes (magic numbers), never by the
 * client's file name or Content-Type.
 */
export type SniffedType = { mime: 'application/pdf'; ext: 'pdf' } | { mime: 'image/jpeg'; ext: 'jpg' } | { mime: 'image/png'; ext: 'png' } | { mime: 'image/webp'; ext: 'webp' };

/** How many leading bytes sniff() needs to decide. */
export const SNIFF_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) => head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniff(head: Uint8Array): SniffedType | null {
  if (startsWith(head, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(head, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

export const isImage = (type: SniffedType | null): boolean => type !== null && type.mime.startsWith('image/');
export const isPdf = (type: SniffedType | null): boolean => type?.mime === 'application/pdf';
