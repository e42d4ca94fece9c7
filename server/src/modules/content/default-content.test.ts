import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultContent } from './default-content';

/** Every asset path (img, video, poster) referenced anywhere in the content. */
function assetPaths(): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key?: string): void => {
    if (typeof value === 'string') {
      if (key === 'img' || key === 'video' || key === 'poster') found.push(value);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item) => visit(item));
      return;
    }
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(defaultContent);
  return found;
}

const fromPublic = (url: string): string => path.resolve(process.cwd(), 'public', url.replace(/^\//, ''));

/** Text of an HTML string, whitespace collapsed. */
const text = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const htmlFields = (): string[] => [
  defaultContent.termsAndConditions,
  defaultContent.privacyAndCookies.privacy,
  defaultContent.privacyAndCookies.cookies,
  defaultContent.help,
  defaultContent.aboutus.story.content,
  ...defaultContent.aboutus.array.map((card) => card.content),
];

describe('defaultContent', () => {
  it('references only assets that exist under public/', () => {
    const paths = assetPaths();
    expect(paths.length).toBeGreaterThanOrEqual(15);
    for (const url of paths) {
      expect(url).toMatch(/^\/(content\/[\w-]+\.svg|media\/[\w-]+\.(mp4|jpg))$/);
      const file = fromPublic(url);
      expect({ url, exists: existsSync(file) }).toEqual({ url, exists: true });
      expect(statSync(file).size).toBeGreaterThan(0);
    }
  });

  it('ships the default avatar and the logo', () => {
    expect(existsSync(fromPublic('/content/default-avatar.svg'))).toBe(true);
    expect(existsSync(fromPublic('/content/logo.svg'))).toBe(true);
  });

  it('has a hero and 2-3 banners linking to in-app routes', () => {
    expect(defaultContent.title.length).toBeGreaterThan(0);
    expect(defaultContent.titleContent.length).toBeGreaterThan(0);
    const { banners } = defaultContent.works;
    expect(banners.length).toBeGreaterThanOrEqual(2);
    expect(banners.length).toBeLessThanOrEqual(3);
    for (const banner of banners) expect(banner.link).toMatch(/^\/[a-z]/);
  });

  it('has a card whose title mentions booking', () => {
    const cards = [...defaultContent.eConsultant.subContent, ...defaultContent.freelancerContent.subContent];
    expect(cards.some((card) => card.title.toLowerCase().includes('booking'))).toBe(true);
    expect(defaultContent.freelancerContent.subContent).toHaveLength(3);
    expect(defaultContent.eConsultant.subContent).toHaveLength(3);
  });

  it('has slider lines for the home page', () => {
    expect(defaultContent.slider2.IndexPage.length).toBeGreaterThan(0);
    for (const line of defaultContent.slider2.IndexPage) expect(line.trim().length).toBeGreaterThan(0);
  });

  it('has About Us cards and a story', () => {
    expect(defaultContent.aboutus.array.length).toBeGreaterThanOrEqual(3);
    expect(defaultContent.aboutus.story.content.length).toBeGreaterThan(0);
  });

  it('states the liability notice and that fees are paid directly to the consultant', () => {
    const terms = text(defaultContent.termsAndConditions);
    expect(terms).toMatch(/not liable/i);
    expect(terms).toMatch(/paid directly to the consultant/i);
    expect(terms).toMatch(/actual hours/i);
    const help = text(defaultContent.help);
    expect(help).toMatch(/not liable/i);
    expect(help).toMatch(/paid directly to the consultant/i);
    expect(defaultContent.help).toContain('href="/contactus"');
  });

  it('says visitors do not see contact details and cookies are only the sign-in token', () => {
    expect(text(defaultContent.privacyAndCookies.privacy)).toMatch(/not signed in do not see contact details/i);
    const cookies = text(defaultContent.privacyAndCookies.cookies);
    expect(cookies).toMatch(/local storage/i);
    expect(cookies).toMatch(/does not use tracking/i);
  });

  it('uses only the allowed HTML tags and relative links', () => {
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a']);
    for (const html of htmlFields()) {
      for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        expect(allowed.has(match[1])).toBe(true);
        if (match[1] === 'a' && !match[0].startsWith('</')) expect(match[2]).toMatch(/^ href="\/[^"]*"$/);
      }
      expect(html.toLowerCase()).not.toContain('lorem');
    }
  });
});
