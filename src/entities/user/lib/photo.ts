/** SPEC §3: the photo URL is the site origin plus the stored path. */
export function photoUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  return `${window.location.origin}${path.startsWith('/') ? '' : '/'}${path}`;
}

export const DEFAULT_AVATAR = '/content/default-avatar.svg';
