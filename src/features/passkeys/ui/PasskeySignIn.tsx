import { useState } from 'react';
import type { TokenResponse } from '@contracts/auth';
import { accountsT as t } from '@/shared/i18n';
import { readServerError } from '@/shared/lib/form';
import { Alert, Button } from '@/shared/ui';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from '../api/passkeysApi';
import { passkeyProblemText } from '../lib/problem';
import { getPasskey, PasskeyError, passkeysSupported } from '../lib/webauthn';

export interface PasskeySignInProps {
  /** The session a passkey opened, as a password login answers it. */
  onSignedIn: (answer: TokenResponse) => void;
}

/**
 * "Sign in with a passkey": no e-mail, no password, no second step. The
 * browser offers the passkeys it holds for this site; the WebAuthn library is
 * fetched on the click.
 */
export function PasskeySignIn({ onSignedIn }: PasskeySignInProps) {
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const start = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (!passkeysSupported()) throw new PasskeyError('unsupported');
      const options = await getOptions().unwrap();
      onSignedIn(await signIn(await getPasskey(options)).unwrap());
    } catch (error) {
      setProblem(readServerError(error).code === 'notApproved' ? t('accounts.login.underVerification') : passkeyProblemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="button" variant="outline" size="lg" fullWidth loading={busy} onClick={() => void start()}>
        {t('accounts.login.passkey')}
      </Button>
      {problem && <Alert tone="danger">{problem}</Alert>}
    </>
  );
}
