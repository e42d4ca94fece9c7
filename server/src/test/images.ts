import zlib from 'node:zlib';
import sharp from 'sharp';

/** Pictures for photo tests, made in memory. */

/** A noisy w×h JPEG carrying EXIF with an author and GPS coordinates, as a phone camera writes it. */
export async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + (i >> 10)) & 255;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Secret Artist' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 0/1' } })
    .toBuffer();
}

/** The PNG with its IHDR claiming width×height (CRC fixed), pixels unchanged: a decompression bomb's header. */
export function claimSize(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** The PNG grown to exactly `size` bytes by a private ancillary chunk after IHDR: still a valid picture, mostly metadata. */
export function paddedPng(png: Buffer, size: number): Buffer {
  const data = Buffer.alloc(size - png.length - 12, 0x61);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from('prVt', 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([png.subarray(0, 33), length, typed, crc, png.subarray(33)]);
}
