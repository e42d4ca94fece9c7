/**
 * docs/reference.md#data: the photo URL is the site origin plus the stored path. Pages use
 * it root-relative (the browser adds the origin), so the server-rendered HTML
 * and the browser's first render are the same whatever host name the page
 * was opened under; absolute URLs for link previews add the
 * site's public origin (src/app/ssr/head.ts).
 */
export function photoUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return `${path.startsWith('/') ? '' : '/'}${path}`;
}

export const DEFAULT_AVATAR = '/content/default-avatar.svg';
