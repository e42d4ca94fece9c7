import { vacanciesT as t } from '@/shared/i18n';
import { downloadMemberFile } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';

/**
 * Saves a vacancy's PDF (a download path for logged-in members, docs/reference.md#roles):
 * fetched with the Authorization header, saved under its file name. An HTML
 * answer (the SPA or an error page) or a failed call says so in a toast.
 */
export async function downloadVacancyFile(path: string, fileName: string): Promise<void> {
  if (!(await downloadMemberFile(path, fileName))) notify(t('vacancies.card.fileError'), 'error');
}
