import type { FormikHelpers } from 'formik';
import type { TotpSetup } from '@contracts/two-factor';
import { twoStepT as t } from '@/shared/i18n';
import { FormNumberField, FormShell, FormSubmit, showServerError } from '@/shared/lib/form';
import { Button } from '@/shared/ui';
import { useConfirmTotpMutation } from '../api/twoStepApi';
import { CODE_FIELDS, codeSchema, noCode, type CodeValues } from './codeErrors';
import styles from './TwoStep.module.css';

interface TotpSetupFormProps {
  setup: TotpSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code and the key of a new secret (shown this once), and the first code from the app that turns it on. */
export function TotpSetupForm({ setup, onConfirmed, onCancel }: TotpSetupFormProps) {
  const [confirm] = useConfirmTotpMutation();
  const submit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      onConfirmed((await confirm({ code: values.code }).unwrap()).recoveryCodes);
    } catch (error) {
      showServerError(error, helpers, CODE_FIELDS, t('twoStep.failed'));
    }
  };
  return (
    <div className={styles.stack}>
      <p>{t('twoStep.setup.scan')}</p>
      <img className={styles.qr} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoStep.setup.qrAlt')} width={192} height={192} />
      <p>{t('twoStep.setup.manual')}</p>
      <p className={styles.secret} dir="ltr" data-testid="totp-secret">
        {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
      </p>
      <p className={styles.note}>{t('twoStep.setup.once')}</p>
      <FormShell initialValues={noCode} validationSchema={codeSchema} onSubmit={submit} keptAs={false}>
        {() => (
          <>
            <FormNumberField name="code" label={t('twoStep.code.label')} hint={t('twoStep.code.hint')} autoComplete="one-time-code" maxLength={6} required />
            <div className={styles.actions}>
              <FormSubmit>{t('twoStep.setup.confirm')}</FormSubmit>
              <Button type="button" variant="outline" onClick={onCancel}>
                {t('twoStep.setup.cancel')}
              </Button>
            </div>
          </>
        )}
      </FormShell>
    </div>
  );
}
