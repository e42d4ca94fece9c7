import { rgbPng } from './pdf';

/** A 5×7 pixel font for the initials of demo avatars (rows top to bottom, '#' = ink). */
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '?': ['.###.', '#...#', '....#', '...#.', '..#..', '.....', '..#..'],
};

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

const WHITE = [255, 255, 255] as const;

/** The initials of a name: first letters of the first and last words, A–Z (others read '?'). */
export function initials(firstName: string, lastName: string): string {
  const letter = (word: string) => {
    const c = word.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
    return GLYPHS[c] && c !== '?' ? c : '?';
  };
  const last = lastName.trim().split(/[\s-]+/).filter((part) => !/^(al|el|ibn|bin|abou|abu)$/i.test(part)).pop() ?? lastName;
  return `${letter(firstName)}${letter(last)}`;
}

/**
 * A square PNG avatar with white initials on a colour picked from the name:
 * a stand-in profile photo for demo accounts, generated without any image
 * library. `size` is in pixels (the glyphs scale with it).
 */
export function initialsAvatarPng(firstName: string, lastName: string, size = 160): Buffer {
  const text = initials(firstName, lastName);
  let hash = 0;
  for (const c of `${firstName} ${lastName}`) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const background = BACKGROUNDS[hash % BACKGROUNDS.length];
  const scale = Math.max(1, Math.floor(size / 18));
  const glyphWidth = 5 * scale;
  const gap = scale;
  const textWidth = text.length * glyphWidth + (text.length - 1) * gap;
  const left = Math.floor((size - textWidth) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  return rgbPng(size, size, (x, y) => {
    const row = Math.floor((y - top) / scale);
    if (row < 0 || row >= 7 || x < left) return background;
    const offset = x - left;
    const index = Math.floor(offset / (glyphWidth + gap));
    const column = Math.floor((offset - index * (glyphWidth + gap)) / scale);
    if (index >= text.length || column >= 5) return background;
    return GLYPHS[text[index]][row][column] === '#' ? WHITE : background;
  });
}
