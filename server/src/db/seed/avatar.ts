import sharp from 'sharp';
import { CAP_HEIGHT, GLYPHS } from './avatar-glyphs';

/** Brand-coloured backgrounds, dark enough for white initials (contrast ≥ 4.5:1). */
const BACKGROUNDS: readonly (readonly [number, number, number])[] = [
  [15, 118, 110], // teal 700
  [17, 94, 89], // teal 800
  [30, 41, 59], // slate 800
  [29, 78, 216], // blue 700
  [126, 34, 206], // purple 700
  [190, 18, 60], // rose 700
  [180, 83, 9], // amber 700
  [21, 128, 61], // green 700
];

/** The initials of a name: first letters of the first and last words, A–Z (others read '?'). */
export function initials(firstName: string, lastName: string): string {
  const letter = (word: string) => {
    const c = word.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
    return GLYPHS[c] && c !== '?' ? c : '?';
  };
  const last = lastName.trim().split(/[\s-]+/).filter((part) => !/^(al|el|ibn|bin|abou|abu)$/i.test(part)).pop() ?? lastName;
  return `${letter(firstName)}${letter(last)}`;
}

/** Cap height of the initials, as a share of the avatar's edge. */
const CAP_SHARE = 0.36;
/** The initials never take more than this share of the edge in width. */
const MAX_WIDTH_SHARE = 0.68;

const hex = ([r, g, b]: readonly [number, number, number]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const num = (value: number) => String(Math.round(value * 1000) / 1000);

/** The background colour of a name's avatar (always the same for the same name). */
export function avatarBackground(firstName: string, lastName: string): readonly [number, number, number] {
  let hash = 0;
  for (const c of `${firstName} ${lastName}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return BACKGROUNDS[hash % BACKGROUNDS.length];
}

/**
 * The avatar as SVG: the initials drawn as outlines of the site's font
 * (Roboto Medium, see avatar-glyphs.ts), so no font has to be installed where
 * it is rendered. The letters' ink is centred across, and their cap height
 * down, the square.
 */
export function initialsAvatarSvg(firstName: string, lastName: string, size = 160): string {
  const letters = [...initials(firstName, lastName)].map((c) => GLYPHS[c]);
  // Pen positions in font units: each letter starts where the previous one's advance ends.
  const pens = letters.map((_, index) => letters.slice(0, index).reduce((sum, glyph) => sum + glyph.advance, 0));
  const inkStart = letters[0].xMin;
  const inkEnd = pens[pens.length - 1] + letters[letters.length - 1].xMax;
  const scale = Math.min((CAP_SHARE * size) / CAP_HEIGHT, (MAX_WIDTH_SHARE * size) / (inkEnd - inkStart));
  const left = (size - (inkEnd - inkStart) * scale) / 2 - inkStart * scale;
  const baseline = (size + CAP_HEIGHT * scale) / 2;
  const paths = letters
    .map((glyph, index) => `<path transform="translate(${num(left + pens[index] * scale)} ${num(baseline)}) scale(${num(scale)} ${num(-scale)})" d="${glyph.d}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${hex(avatarBackground(firstName, lastName))}"/>` +
    `<g fill="#ffffff">${paths}</g></svg>`
  );
}

/**
 * A square PNG avatar with white initials in the site's font on a colour
 * picked from the name: a stand-in profile photo for demo accounts. `size`
 * is in pixels.
 */
export async function initialsAvatarPng(firstName: string, lastName: string, size = 160): Promise<Buffer> {
  return sharp(Buffer.from(initialsAvatarSvg(firstName, lastName, size))).png({ compressionLevel: 9 }).toBuffer();
}
