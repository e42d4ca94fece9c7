import { useState } from 'react';
import { formatDate } from '@contracts/format';
import type { PasskeyView } from '@contracts/passkeys';
import { PASSKEY_LIMITS } from '@contracts/passkeys';
import { accountsT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { Alert, Button, ConfirmDialog, FormCard, Spinner, TextField } from '@/shared/ui';
import { useAddPasskeyMutation, useMyPasskeysQuery, usePasskeyRegistrationOptionsMutation, useRemovePasskeyMutation } from '../api/passkeysApi';
import { passkeyProblemText } from '../lib/problem';
import { createPasskey, PasskeyError, passkeysSupported } from '../lib/webauthn';
import styles from './PasskeysSection.module.css';

/** One passkey: its name, when it was added and last used, and Remove. */
function PasskeyItem({ passkey, onRemove }: { passkey: PasskeyView; onRemove: (passkey: PasskeyView) => void }) {
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <span className={styles.name} dir="auto">
          {passkey.name}
        </span>
        <span className={styles.dates}>
          {t('accounts.passkeys.addedOn', { date: formatDate(passkey.createdAt) })}
          {' · '}
          {passkey.lastUsedAt ? t('accounts.passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) }) : t('accounts.passkeys.neverUsed')}
        </span>
      </div>
      <Button type="button" variant="outline" size="sm" aria-label={t('accounts.passkeys.removeLabel', { name: passkey.name })} onClick={() => onRemove(passkey)}>
        {t('accounts.passkeys.remove')}
      </Button>
    </li>
  );
}

/** The name field and "Add a passkey": options from the server, the browser makes the passkey, the server stores it. */
function AddPasskey() {
  const [getOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const start = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (!passkeysSupported()) throw new PasskeyError('unsupported');
      const response = await createPasskey(await getOptions().unwrap());
      await add({ response, ...(name.trim() ? { name: name.trim() } : {}) }).unwrap();
      setName('');
      notify(t('accounts.passkeys.added'), 'success');
    } catch (error) {
      setProblem(passkeyProblemText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.add}>
        <TextField className={styles.nameField} label={t('accounts.passkeys.nameLabel')} value={name} maxLength={PASSKEY_LIMITS.name} autoComplete="off" onChange={(event) => setName(event.target.value)} />
        <Button type="button" loading={busy} onClick={() => void start()}>
          {t('accounts.passkeys.add')}
        </Button>
      </div>
      {problem && <Alert tone="danger">{problem}</Alert>}
    </>
  );
}

/** My Account → Passkeys: the account's passkeys, adding one and removing one (after a question). */
export function PasskeysSection() {
  const { data: passkeys, isLoading, isError } = useMyPasskeysQuery();
  const [remove, removing] = useRemovePasskeyMutation();
  const [asking, setAsking] = useState<PasskeyView>();

  const confirmRemove = async (passkey: PasskeyView) => {
    try {
      await remove(passkey.id).unwrap();
      notify(t('accounts.passkeys.removed'), 'success');
    } catch (error) {
      notify(passkeyProblemText(error), 'error');
    }
    setAsking(undefined);
  };

  return (
    <FormCard level={2} width="wide" title={t('accounts.passkeys.heading')} intro={t('accounts.passkeys.intro')}>
      {isLoading && <Spinner />}
      {isError && <Alert tone="warning">{t('accounts.passkeys.loadFailed')}</Alert>}
      {passkeys && passkeys.length === 0 && <p className={styles.empty}>{t('accounts.passkeys.empty')}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.list} aria-label={t('accounts.passkeys.list')}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={setAsking} />
          ))}
        </ul>
      )}
      <AddPasskey />
      <ConfirmDialog
        open={asking !== undefined}
        title={t('accounts.passkeys.removeConfirm', { name: asking?.name ?? '' })}
        hint={t('accounts.passkeys.removeHint')}
        confirmLabel={t('accounts.passkeys.remove')}
        danger
        loading={removing.isLoading}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && void confirmRemove(asking)}
      />
    </FormCard>
  );
}
