import fs from 'node:fs';
import path from 'node:path';

/**
 * The face that covers the space is the Arabic text's primary font: its
 * metrics place every line. It has to be the file the server preloads on
 * Arabic pages (server/src/plugins/ssr.ts: noto-sans-arabic-arabic), there
 * from the first layout; a face that arrives later moves every line of the
 * page when it does.
 */
const css = fs.readFileSync(path.resolve(__dirname, 'arabic-font.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

interface Face {
  file: string;
  ranges: [number, number][];
}

const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  file: /url\(['"]?\.\/fonts\/([^'")]+)/.exec(body!)?.[1] ?? '',
  ranges: (/unicode-range:([^;]+)/.exec(body!)?.[1] ?? '')
    .split(',')
    .map((range) => range.trim().replace(/^U\+/i, '').split('-'))
    .map(([from, to]) => [parseInt(from!, 16), parseInt(to ?? from!, 16)]),
}));

/** CSS Fonts 4, unicode-range: faces whose ranges overlap are tried last-defined first. */
const faceFor = (codePoint: number): string | undefined =>
  [...faces].reverse().find((face) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to))?.file;

describe('the Arabic web font', () => {
  it('has two faces, Arabic and Latin', () => {
    expect(faces.map((face) => face.file).sort()).toEqual(['noto-sans-arabic-arabic.woff2', 'noto-sans-arabic-latin.woff2']);
  });

  it('takes its line metrics (the face of the space) from the preloaded Arabic file', () => {
    expect(faceFor(0x20)).toBe('noto-sans-arabic-arabic.woff2');
  });

  it('draws Arabic letters from the Arabic file, Latin letters and digits from the Latin one', () => {
    expect(faceFor('ب'.codePointAt(0)!)).toBe('noto-sans-arabic-arabic.woff2');
    expect(faceFor('K'.codePointAt(0)!)).toBe('noto-sans-arabic-latin.woff2');
    expect(faceFor('7'.codePointAt(0)!)).toBe('noto-sans-arabic-latin.woff2');
  });
});
