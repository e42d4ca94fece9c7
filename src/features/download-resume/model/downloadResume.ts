import type { Freelancer } from '@/entities/freelancer';
import { resumeFileName } from '@/entities/freelancer';
import { freelancersT as t } from '@/shared/i18n';
import { fetchMemberFile, openBlob, saveBlob } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';

type Fetched = { kind: 'pdf' | 'other'; blob: Blob } | { kind: 'error' };

/** GET the résumé with the Authorization header and sort the answer by its content type. */
async function fetchResume(path: string): Promise<Fetched> {
  const file = await fetchMemberFile(path);
  if (!file) return { kind: 'error' };
  return { kind: file.type.includes('application/pdf') ? 'pdf' : 'other', blob: file.blob };
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
