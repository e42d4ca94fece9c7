/**
 * A piece of a message's text: words as written, a web address to link, or a run that reads left to right whatever
 * the line's direction (a phone number, an e-mail address).
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; host: string } | { kind: 'ltr'; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.com/a."). */
const TRAILING = /[.,;:!?'"»”’)\]}]+$/;

/**
 * A phone number (a leading +, at least seven digits of either set, with spaces, dashes, dots or brackets between)
 * or an e-mail address. In an Arabic line, unisolated, "+971 50 123 4567" shows as "971 50 123 4567+".
 */
const LTR_PATTERN = /\+?[(\d\u0660-\u0669](?:[\d\u0660-\u0669]|[\s\-.()](?=[\s\-.()]?[\d\u0660-\u0669])){6,}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Plain text with its phone numbers and e-mail addresses as runs of their own. */
function withLtrRuns(text: string, parts: TextPart[]): void {
  let at = 0;
  for (const match of text.matchAll(LTR_PATTERN)) {
    const digits = match[0].replace(/[^\d\u0660-\u0669]/g, '').length;
    if (!match[0].includes('@') && digits < 7) continue;
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    parts.push({ kind: 'ltr', text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
}

/** The address as a link target when it is a valid http(s) URL; null otherwise. */
function safeUrl(candidate: string): URL | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The address as shown: what was written, with the part before the path (user name, look-alike letters, a host
 * spelled with capitals) replaced by the host the browser would really open, internationalised names in their
 * punycode form ("https://аpple.com/x" shows as "https://xn--pple-43d.com/x").
 */
function shownAddress(candidate: string, url: URL): string {
  const afterScheme = candidate.indexOf('//') + 2;
  const pathAt = candidate.slice(afterScheme).search(/[/?#]/);
  const rest = pathAt < 0 ? '' : candidate.slice(afterScheme + pathAt);
  return `${url.protocol}//${url.host}${rest}`;
}

/**
 * A message's text split into plain parts, http/https links and left-to-right runs, in order; joined, the parts give
 * the text back, but for each link's part before its path, shown as the host it opens (shownAddress).
 * Only those two schemes are linked (no javascript:, data:, mailto:); a closing bracket is kept in the address when
 * the address opened one (Wikipedia's "…_(band)").
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let candidate = match[0];
    let trailing = TRAILING.exec(candidate)?.[0] ?? '';
    if (trailing.startsWith(')') && (candidate.match(/\(/g)?.length ?? 0) > (candidate.slice(0, -trailing.length).match(/\)/g)?.length ?? 0)) trailing = trailing.slice(1);
    candidate = candidate.slice(0, candidate.length - trailing.length);
    const url = safeUrl(candidate);
    const start = match.index;
    if (!url) continue;
    if (start > at) withLtrRuns(text.slice(at, start), parts);
    parts.push({ kind: 'link', text: shownAddress(candidate, url), href: url.href, host: url.host });
    at = start + candidate.length;
  }
  if (at < text.length) withLtrRuns(text.slice(at), parts);
  return parts;
}
