/** A piece of a message's text: words as written, or a web address to link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.com/a."). */
const TRAILING = /[.,;:!?'"»”’)\]}]+$/;

/** The address as a link target when it is a valid http(s) URL; null otherwise. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's text split into plain parts and http/https links, in order; joined, the parts give the text back.
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
    const href = safeHref(candidate);
    const start = match.index;
    if (!href) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: candidate, href });
    at = start + candidate.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
