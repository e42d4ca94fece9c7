import { API_PREFIX } from '@contracts/api';
import { ACCOUNT_DATA_PATHS } from '@contracts/account-data';
import { downloadMemberFile } from '@/shared/lib/download';

/** GET /user/export saved under the server's dated name; false when it failed (a refusal of too many downloads included). */
export function downloadMyData(): Promise<boolean> {
  return downloadMemberFile(`${API_PREFIX}${ACCOUNT_DATA_PATHS.export}`, 'khibra-data.json');
}
