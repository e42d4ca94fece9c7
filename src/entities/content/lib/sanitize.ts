import type { Config, DOMPurify } from 'dompurify';

/**
 * The client's allow-list for content-service HTML, defence in depth behind
 * the server's sanitization (server/src/modules/content/sanitize.ts): the
 * same tags, links only to http(s), mailto or a site path, no other attribute.
 */
export const CONTENT_HTML_CONFIG: Config = {
  ALLOWED_TAGS: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let loading: Promise<DOMPurify> | undefined;

/** DOMPurify is its own lazy chunk: only pages that render content HTML load it. */
export function loadPurifier(): Promise<DOMPurify> {
  loading ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then((module) => {
    const purify = module.default;
    // Links that leave the site open in a new tab without handing it window.opener.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.removeAttribute('rel');
      }
    });
    return purify;
  });
  return loading;
}

/**
 * Sanitizes with the allow-list. `dropHeading`: a leading heading whose text
 * equals it (case-insensitive) is removed, so a page whose h1 already says
 * "Terms and Conditions" does not repeat it as the first h2 of the text.
 */
export function sanitizeContentHtml(purify: DOMPurify, html: string, dropHeading?: string): string {
  const fragment = purify.sanitize(html, { ...CONTENT_HTML_CONFIG, RETURN_DOM_FRAGMENT: true });
  const first = fragment.firstElementChild;
  if (dropHeading && first && /^H[2-4]$/.test(first.tagName) && first.textContent?.trim().toLowerCase() === dropHeading.trim().toLowerCase()) {
    first.remove();
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  // Once more over the serialized text, so what is inserted is exactly what was checked.
  return String(purify.sanitize(holder.innerHTML, CONTENT_HTML_CONFIG)).trim();
}

/**
 * The same leading-heading rule on the HTML text, for markup rendered on the
 * server (no DOM there); the content was sanitized when it was stored.
 */
export function dropLeadingHeading(html: string, heading?: string): string {
  const match = heading ? /^\s*<(h[2-4])\b[^>]*>([\s\S]*?)<\/\1>/i.exec(html) : null;
  if (!match || !heading) return html;
  const text = match[2]!.replace(/<[^>]*>/g, '').trim().toLowerCase();
  return text === heading.trim().toLowerCase() ? html.slice(match[0].length).trim() : html;
}
