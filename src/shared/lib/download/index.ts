import { readToken } from '@/shared/auth';

/** Saves a blob under a file name through a temporary download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a blob in a new tab (the browser's own viewer). */
export function openBlob(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The UTF-8 file name of a Content-Disposition header (RFC 5987 `filename*`), or null. */
function dispositionName(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  try {
    return encoded ? decodeURIComponent(encoded) : null;
  } catch {
    return null;
  }
}

/**
 * A member's file (a download path of the API), fetched with the Authorization header, or null when the call failed
 * or answered HTML (the SPA or an error page): the blob, its content type and the name the server gave it.
 */
export async function fetchMemberFile(path: string, send: typeof fetch = fetch): Promise<{ blob: Blob; type: string; name: string | null } | null> {
  try {
    const token = readToken();
    const response = await send(new URL(path, window.location.origin).toString(), { headers: token ? { Authorization: token } : {} });
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    if (!response.ok || type.includes('text/html')) return null;
    return { blob: await response.blob(), type, name: dispositionName(response.headers.get('content-disposition')) };
  } catch {
    return null;
  }
}

/**
 * Saves a member's file under the server's name (or `fileName` when it gives none); false when it could not be fetched.
 * `send` is the fetch to use (one that asks for the password again, for a sensitive file).
 */
export async function downloadMemberFile(path: string, fileName: string, send: typeof fetch = fetch): Promise<boolean> {
  const file = await fetchMemberFile(path, send);
  if (file) saveBlob(file.blob, file.name ?? fileName);
  return file !== null;
}
