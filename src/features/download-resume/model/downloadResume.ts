import type { Freelancer } from '@/entities/freelancer';
import { resumeFileName } from '@/entities/freelancer';
import { readToken } from '@/shared/auth';
import { freelancersT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';

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

type Fetched = { kind: 'pdf' | 'other'; blob: Blob } | { kind: 'error' };

/** GET the résumé with the Authorization header and sort the answer by its content type. */
async function fetchResume(path: string): Promise<Fetched> {
  try {
    const token = readToken();
    const response = await fetch(new URL(path, window.location.origin).toString(), {
      headers: token ? { Authorization: token } : {},
    });
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    // An HTML answer is the SPA or an error page, not a file.
    if (!response.ok || type.includes('text/html')) return { kind: 'error' };
    const blob = await response.blob();
    return { kind: type.includes('application/pdf') ? 'pdf' : 'other', blob };
  } catch {
    return { kind: 'error' };
  }
}

/**
 * docs/reference.md#api, #errors résumé download: no résumé → 'This freelancer did not provide a
 * resume.'; an HTML answer or a failed call → 'Error downloading the resume';
 * a file that is not a PDF → 'Resume is not in pdf format', then it opens
 * directly; a PDF is saved as '{First}-{Last}-Khibra.pdf'.
 */
export async function downloadResume(freelancer: Pick<Freelancer, 'user' | 'resume'>): Promise<void> {
  const path = freelancer.resume?.path;
  if (!freelancer.resume || !path) {
    notify(t('freelancers.resume.none'), 'warning');
    return;
  }
  const result = await fetchResume(path);
  if (result.kind === 'error') {
    notify(t('freelancers.resume.error'), 'error');
    return;
  }
  if (result.kind === 'other') {
    notify(t('freelancers.resume.notPdf'), 'warning');
    openBlob(result.blob);
    return;
  }
  saveBlob(result.blob, resumeFileName(freelancer));
}

/**
 * Opens a stored résumé for reading (the profile page's Review): same checks
 * as the download, shown in a new tab instead of saved.
 */
export async function openResume(path: string): Promise<void> {
  const result = await fetchResume(path);
  if (result.kind === 'error') {
    notify(t('freelancers.resume.error'), 'error');
    return;
  }
  if (result.kind === 'other') notify(t('freelancers.resume.notPdf'), 'warning');
  openBlob(result.blob);
}
