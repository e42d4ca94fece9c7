import fs from 'node:fs';
import path from 'node:path';

/**
 * The videos and posters in public/media (recorded by scripts/media/record.mjs):
 * the 16:9 frame the layout reserves (960×540, so nothing shifts), H.264 with
 * the index first (it can start before it has all downloaded), short, and
 * within the media size budgets (docs/performance.md).
 */
const MEDIA = path.resolve(__dirname, '../../../../public/media');
const NAMES = ['home', 'how-business', 'how-freelancer'];

/** Top-level MP4 boxes in order, and the bytes of the file. */
function boxes(file: Buffer): { type: string; start: number; size: number }[] {
  const found = [];
  for (let start = 0; start + 8 <= file.length; ) {
    const size = file.readUInt32BE(start);
    found.push({ type: file.toString('latin1', start + 4, start + 8), start, size });
    if (size < 8) break;
    start += size;
  }
  return found;
}

function videoFacts(file: Buffer) {
  const tkhd = file.indexOf('tkhd', 0, 'latin1');
  const tkhdEnd = tkhd - 4 + file.readUInt32BE(tkhd - 4);
  const mvhd = file.indexOf('mvhd', 0, 'latin1');
  const version = file[mvhd + 4];
  const timescale = file.readUInt32BE(mvhd + (version === 1 ? 24 : 16));
  const duration = version === 1 ? Number(file.readBigUInt64BE(mvhd + 28)) : file.readUInt32BE(mvhd + 20);
  return {
    width: file.readUInt32BE(tkhdEnd - 8) / 65536,
    height: file.readUInt32BE(tkhdEnd - 4) / 65536,
    seconds: duration / timescale,
    h264: file.includes('avc1', 0, 'latin1'),
    tracks: file.toString('latin1').split('tkhd').length - 1,
  };
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(file: Buffer): { width: number; height: number } {
  for (let offset = 2; offset < file.length; ) {
    const marker = file[offset + 1];
    const length = file.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: file.readUInt16BE(offset + 5), width: file.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('no start of frame');
}

describe.each(NAMES)('public/media/%s', (name) => {
  const video = fs.readFileSync(path.join(MEDIA, `${name}.mp4`));
  const poster = fs.readFileSync(path.join(MEDIA, `${name}.jpg`));

  it('is a short 960×540 H.264 loop without sound, index first, under 150 KB', () => {
    const facts = videoFacts(video);
    expect(facts).toMatchObject({ width: 960, height: 540, h264: true, tracks: 1 });
    expect(facts.seconds).toBeGreaterThanOrEqual(5);
    expect(facts.seconds).toBeLessThanOrEqual(12);
    const order = boxes(video).map((box) => box.type);
    expect(order.indexOf('moov')).toBeLessThan(order.indexOf('mdat'));
    expect(video.length).toBeLessThan(150 * 1024);
  });

  it('has a 960×540 JPEG poster under 25 KB', () => {
    expect([poster[0], poster[1]]).toEqual([0xff, 0xd8]);
    expect(jpegSize(poster)).toEqual({ width: 960, height: 540 });
    expect(poster.length).toBeLessThan(25 * 1024);
  });
});
