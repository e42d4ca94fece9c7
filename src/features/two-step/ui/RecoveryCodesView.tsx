import { twoStepT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, Button } from '@/shared/ui';
import styles from './TwoStep.module.css';

/** Saves the codes as a text file, one a line, under a line saying what they are. */
function download(codes: readonly string[]) {
  const text = `${t('twoStep.recovery.fileTitle')}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'khibra-recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The 10 recovery codes, shown once right after two-step sign-in is turned on, with Download and Copy. */
export function RecoveryCodesView({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify(t('twoStep.recovery.copied'), 'success');
    } catch {
      notify(t('twoStep.failed'), 'error');
    }
  };
  return (
    <section className={styles.stack} aria-labelledby="two-step-codes">
      <Alert tone="success">{t('twoStep.turnedOn')}</Alert>
      <h3 id="two-step-codes">{t('twoStep.recovery.heading')}</h3>
      <p>{t('twoStep.recovery.intro')}</p>
      <ol className={styles.codes} dir="ltr" aria-labelledby="two-step-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          {t('twoStep.recovery.download')}
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {t('twoStep.recovery.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('twoStep.recovery.done')}
        </Button>
      </div>
    </section>
  );
}
