import { saveBlob } from '@/features/download-resume';
import { readToken } from '@/shared/auth';
import { vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';

/**
 * Saves a vacancy's PDF (a download path for logged-in members, docs/reference.md#roles):
 * fetched with the Authorization header, saved under its file name. An HTML
 * answer (the SPA or an error page) or a failed call says so in a toast.
 */
export async function downloadVacancyFile(path: string, fileName: string): Promise<void> {
  try {
    const token = readToken();
    const response = await fetch(new URL(path, window.location.origin).toString(), { headers: token ? { Authorization: token } : {} });
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    if (!response.ok || type.includes('text/html')) throw new Error(`download failed: ${response.status}`);
    saveBlob(await response.blob(), fileName);
  } catch {
    notify(t('vacancies.card.fileError'), 'error');
  }
}
