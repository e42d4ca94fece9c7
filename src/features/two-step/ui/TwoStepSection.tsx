import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { TotpSetup } from '@contracts/two-factor';
import { twoStepT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextField, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Button, EmptyState, FormCard, Spinner } from '@/shared/ui';
import { useDisableTotpMutation, useStartTotpMutation, useTwoStepStatusQuery } from '../api/twoStepApi';
import { CODE_FIELDS, codeSchema, noCode, type CodeValues } from './codeErrors';
import { RecoveryCodesView } from './RecoveryCodesView';
import { TotpSetupForm } from './TotpSetupForm';
import styles from './TwoStep.module.css';

/** Turning two-step sign-in off: a current code or an unused recovery code. */
function TurnOff({ onDone }: { onDone: () => void }) {
  const [disable] = useDisableTotpMutation();
  const submit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      await disable({ code: values.code }).unwrap();
      notify(t('twoStep.turnedOff'), 'success');
      onDone();
    } catch (error) {
      showServerError(error, helpers, CODE_FIELDS, t('twoStep.failed'));
    }
  };
  return (
    <FormShell initialValues={noCode} validationSchema={codeSchema} onSubmit={submit} keptAs={false}>
      {() => (
        <>
          <p>{t('twoStep.disable.intro')}</p>
          <FormTextField name="code" label={t('twoStep.disable.label')} autoComplete="one-time-code" dir="ltr" required />
          <div className={styles.actions}>
            <FormSubmit variant="outline">{t('twoStep.turnOff')}</FormSubmit>
          </div>
        </>
      )}
    </FormShell>
  );
}

/** My Account's "Two-step sign-in": on or off; turning on shows the QR code and key once, then the recovery codes once. */
export function TwoStepSection() {
  const { data, isLoading, isError, refetch } = useTwoStepStatusQuery();
  const [start, { isLoading: starting }] = useStartTotpMutation();
  const [setup, setSetup] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>();

  const begin = async () => {
    try {
      setSetup(await start().unwrap());
    } catch {
      notify(t('twoStep.failed'), 'error');
    }
  };
  const confirmed = (recoveryCodes: string[]) => {
    setSetup(undefined);
    setCodes(recoveryCodes);
    void refetch();
  };

  let body = null;
  if (codes) body = <RecoveryCodesView codes={codes} onDone={() => setCodes(undefined)} />;
  else if (setup) body = <TotpSetupForm setup={setup} onConfirmed={confirmed} onCancel={() => setSetup(undefined)} />;
  else if (data?.totp) body = (
    <>
      <p>{t('twoStep.on')}</p>
      <TurnOff onDone={() => void refetch()} />
    </>
  );
  else if (data) body = (
    <>
      <p>{t('twoStep.off')}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={() => void begin()} loading={starting}>
          {t('twoStep.turnOn')}
        </Button>
      </div>
    </>
  );

  return (
    <FormCard level={2} width="wide" title={t('twoStep.heading')} intro={t('twoStep.intro')}>
      {isLoading && <Spinner />}
      {isError && <EmptyState title={t('twoStep.loadFailed')} />}
      {body}
    </FormCard>
  );
}
