import sharp from 'sharp';
import { solidPng } from '../db/seed/pdf';
import { cameraJpeg, claimSize } from '../test/images';
import { PHOTO_MAX_SIDE, reencodePhoto } from './image';

describe('reencodePhoto', () => {
  it('bounds the size to 500 px, keeps the aspect, writes WebP and drops EXIF and GPS', async () => {
    const jpeg = await cameraJpeg(1600, 1200);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes('Secret Artist')).toBe(true);
    const out = await reencodePhoto(jpeg);
    expect(out).not.toBeNull();
    const meta = await sharp(out!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: PHOTO_MAX_SIDE, height: 375 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(out!.includes('Secret Artist')).toBe(false);
    expect(out!.length).toBeLessThan(jpeg.length);
  });

  it('never enlarges a small picture', async () => {
    const meta = await sharp((await reencodePhoto(solidPng(8, [1, 2, 3])))!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 8, height: 8 });
  });

  it('keeps only the picture of a picture with a script appended', async () => {
    const png = solidPng(8, [1, 2, 3]);
    const out = await reencodePhoto(Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]));
    expect(out).not.toBeNull();
    expect(out!.includes('script')).toBe(false);
  });

  it.each([
    ['a JPEG signature followed by HTML', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['a truncated JPEG', async () => (await cameraJpeg(400, 300)).subarray(0, 4000)],
    ['a truncated PNG', async () => solidPng(64, [9, 9, 9]).subarray(0, 60)],
    ['a decompression bomb (50,000 × 50,000 claimed)', async () => claimSize(solidPng(8, [1, 2, 3]), 50_000, 50_000)],
    ['a GIF', async () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n%%EOF\n')],
    ['nothing', async () => Buffer.alloc(0)],
  ])('refuses %s', async (_label, make) => {
    expect(await reencodePhoto(await make())).toBeNull();
  });
});
