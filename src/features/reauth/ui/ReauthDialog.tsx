import { useId, useRef, useState, type FormEvent } from 'react';
import type { ApiErrorBody } from '@/shared/api';
import type { PasswordProver } from '../model/reauthRule';
import { accountsT as t } from '@/shared/i18n';
import { Button, DialogActions, Modal, TextField } from '@/shared/ui';
import styles from './ReauthDialog.module.css';

export interface ReauthDialogProps {
  /** Sends the password to POST /auth/reauth: null when it was right, else the failure body. */
  prove: PasswordProver;
  /** true once the password was proved; false on Cancel, Escape or the close button. */
  onDone: (proved: boolean) => void;
}

/**
 * The re-ask of a sensitive action: the password again, checked by the
 * server. A wrong one shows the server's words under the field and the
 * dialog stays; the right one closes it so the action is sent once more.
 */
export function ReauthDialog({ prove, onDone }: ReauthDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const introId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const refused = await prove(password).catch((): ApiErrorBody => ({}));
    setBusy(false);
    if (refused === null) {
      onDone(true);
      return;
    }
    setError(refused.message ?? t('accounts.toast.genericError'));
    setPassword('');
    inputRef.current?.focus();
  };

  return (
    <Modal open onClose={() => onDone(false)} title={t('accounts.reauth.title')} initialFocusRef={inputRef} descriptionId={introId} className={styles.dialog}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p id={introId} className={styles.intro}>
          {t('accounts.reauth.intro')}
        </p>
        <TextField
          ref={inputRef}
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('accounts.field.password')}
          required
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={() => onDone(false)}>
            {t('accounts.reauth.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('accounts.reauth.submit')}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
