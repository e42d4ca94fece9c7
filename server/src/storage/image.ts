import type { Readable } from 'node:stream';
import sharp from 'sharp';

/** Longest side of a stored profile photo: the crop canvas's 500 px (see docs/reference.md#limits). */
export const PHOTO_MAX_SIDE = 500;
/**
 * Largest picture decoded at all, in pixels (about 6,000 × 4,000). A 5 MB
 * file can claim far more (a decompression bomb); libvips refuses it from
 * the header, before allocating the pixels.
 */
export const PHOTO_MAX_INPUT_PIXELS = 24_000_000;
/** WebP quality of stored photos: at 500 px a portrait is ~15-40 KB with no visible loss. */
export const PHOTO_QUALITY = 82;

// One image at a time per process and no operation cache: the machine's two
// cores serve requests too, and a cache would keep decoded uploads in memory.
sharp.concurrency(1);
sharp.cache(false);

/**
 * Decodes an uploaded photo and encodes it afresh: at most maxSide (PHOTO_MAX_SIDE) on
 * each side (never enlarged), turned upright from its EXIF orientation, as
 * WebP with no metadata at all (EXIF, GPS, XMP, ICC comments are not copied).
 * Only the first frame of an animation is kept. Resolves with null for
 * anything that is not a complete, readable image (a polyglot, a truncated
 * file, a picture larger than PHOTO_MAX_INPUT_PIXELS, a format we do not
 * serve), so no byte of the upload itself ever reaches the public.
 */
export async function reencodePhoto(input: Buffer, maxSide = PHOTO_MAX_SIDE): Promise<Buffer | null> {
  try {
    const image = sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'warning', animated: false });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return null;
    return await image
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTO_QUALITY })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The whole of a stored file (photos only: they are at most a few MB). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
