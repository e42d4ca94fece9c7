import sharp from 'sharp';
import { GLYPHS } from './avatar-glyphs';
import { avatarBackground, initials, initialsAvatarPng, initialsAvatarSvg } from './avatar';

/** The box of the white ink (pixels much lighter than the background) of a square RGB avatar, and how many grey levels its edges use. */
async function ink(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let top = Infinity;
  let bottom = -1;
  let left = Infinity;
  let right = -1;
  const levels = new Set<number>();
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * info.channels;
      const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
      levels.add(r);
      if (r + g + b < 3 * 200) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  const corner = [data[0], data[1], data[2]];
  return { width: info.width, height: info.height, top, bottom, left, right, levels: levels.size, corner };
}

const luminance = (rgb: readonly number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('initials avatars', () => {
  it('takes the first letters of the first and the last name, past al-/bin and accents', () => {
    expect(initials('Layla', 'Haddad')).toBe('LH');
    expect(initials('Khalid', 'Al-Harbi')).toBe('KH');
    expect(initials('Émile', 'bin Zayed')).toBe('EZ');
    expect(initials('ليلى', 'حداد')).toBe('??');
  });

  it("draws the letters as outlines of the site's font, not as text that needs a font installed", () => {
    const svg = initialsAvatarSvg('Layla', 'Haddad');
    expect(svg).not.toContain('<text');
    expect(svg).toContain(`d="${GLYPHS.L.d}"`);
    expect(svg).toContain(`d="${GLYPHS.H.d}"`);
  });

  it.each([
    ['Layla', 'Haddad'],
    ['Mona', 'Wahbi'],
    ['Amal', 'Tarek'],
  ])('centres %s %s across and down, at a legible size, anti-aliased, white on a dark brand colour', async (first, last) => {
    const png = await initialsAvatarPng(first, last, 160);
    const box = await ink(png);
    expect([box.width, box.height]).toEqual([160, 160]);
    // Centred within a pixel or two (capitals: the ink is the cap height).
    expect(Math.abs((box.left + box.right) / 2 - 79.5)).toBeLessThanOrEqual(1.5);
    expect(Math.abs((box.top + box.bottom) / 2 - 79.5)).toBeLessThanOrEqual(1.5);
    // Capitals over a quarter of the edge high (a third when not wide, like MW); never touching the edges.
    expect(box.bottom - box.top).toBeGreaterThanOrEqual(44);
    expect(box.bottom - box.top).toBeLessThanOrEqual(62);
    expect(box.right - box.left).toBeLessThanOrEqual(110);
    // Smooth outlines: many grey levels on the letters' edges (a pixel font has two colours).
    expect(box.levels).toBeGreaterThan(20);
    // The background is the name's colour, and white on it reads at WCAG AA (4.5:1).
    expect(box.corner).toEqual([...avatarBackground(first, last)]);
    expect((1 + 0.05) / (luminance(box.corner) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps two wide letters inside the square', async () => {
    const box = await ink(await initialsAvatarPng('Mona', 'Wahbi', 64));
    expect(box.left).toBeGreaterThanOrEqual(8);
    expect(box.right).toBeLessThanOrEqual(64 - 8);
  });
});
