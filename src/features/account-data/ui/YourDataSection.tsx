import { useState } from 'react';
import { accountsT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Button, FormCard } from '@/shared/ui';
import { downloadMyData } from '../model/downloadData';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import styles from './YourData.module.css';

/** My Account's "Your data": download a JSON copy of one's data (GET /user/export), or delete the account. */
export function YourDataSection() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    const saved = await downloadMyData();
    setDownloading(false);
    if (!saved) notify(t('accounts.data.downloadFailed'), 'error');
  };

  return (
    <FormCard level={2} width="wide" title={t('accounts.data.heading')} intro={t('accounts.data.intro')}>
      <div className={styles.actions}>
        <Button type="button" variant="outline" loading={downloading} onClick={() => void download()}>
          {t(downloading ? 'accounts.data.downloading' : 'accounts.data.download')}
        </Button>
        <Button type="button" variant="danger" onClick={() => setDeleting(true)}>
          {t('accounts.data.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </FormCard>
  );
}
