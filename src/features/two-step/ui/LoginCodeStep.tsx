import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { TokenResponse } from '@contracts/auth';
import { twoStepT as t } from '@/shared/i18n';
import { FormNumberField, FormShell, FormSubmit, FormTextField, readServerError, showServerError } from '@/shared/lib/form';
import { FormCard } from '@/shared/ui';
import { useLoginWithCodeMutation } from '../api/twoStepApi';
import { CODE_FIELDS, codeSchema, noCode, type CodeValues } from './codeErrors';
import styles from './TwoStep.module.css';

interface LoginCodeStepProps {
  /** The ticket the right password earned. */
  ticket: string;
  onSignedIn: (answer: TokenResponse) => void;
  /** The ticket is spent or expired: back to email and password. */
  onRestart: () => void;
}

/** The login's second step: the authenticator app's 6-digit code, or a recovery code through a link. */
export function LoginCodeStep({ ticket, onSignedIn, onRestart }: LoginCodeStepProps) {
  const [withCode] = useLoginWithCodeMutation();
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState(false);

  const submit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      onSignedIn(await withCode({ ticket, code: values.code }).unwrap());
    } catch (error) {
      if (readServerError(error).code === 'twoFactorExpired') setExpired(true);
      showServerError(error, helpers, CODE_FIELDS, t('twoStep.failed'));
    }
  };

  return (
    <FormCard
      title={t('twoStep.login.title')}
      intro={t(recovery ? 'twoStep.login.recoveryIntro' : 'twoStep.login.intro')}
      footer={
        <p>
          <button type="button" className={styles.linkButton} onClick={onRestart}>
            {t('twoStep.login.back')}
          </button>
        </p>
      }
    >
      <FormShell key={recovery ? 'recovery' : 'app'} initialValues={noCode} validationSchema={codeSchema} onSubmit={submit} keptAs={false}>
        {() => (
          <>
            {recovery ? (
              <FormTextField name="code" label={t('twoStep.login.recoveryLabel')} autoComplete="off" dir="ltr" autoFocus required />
            ) : (
              <FormNumberField name="code" label={t('twoStep.code.label')} autoComplete="one-time-code" maxLength={6} autoFocus required />
            )}
            <button type="button" className={styles.linkButton} onClick={() => setRecovery(!recovery)}>
              {t(recovery ? 'twoStep.login.useApp' : 'twoStep.login.useRecovery')}
            </button>
            <FormSubmit size="lg" fullWidth disabled={expired}>
              {t('twoStep.login.submit')}
            </FormSubmit>
          </>
        )}
      </FormShell>
    </FormCard>
  );
}
