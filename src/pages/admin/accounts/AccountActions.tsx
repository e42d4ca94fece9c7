import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { OPERATOR_REASON_MAX, operatorReasonSchema, type OperatorRole } from '@contracts/operator';
import type { AccountDetail } from '@contracts/operator-accounts';
import {
  useChangeAccountRoleMutation,
  useEndAccountSessionsMutation,
  useResendAccountVerificationMutation,
  useRestoreAccountMutation,
  useSuspendAccountMutation,
} from '@/entities/operator';
import { adminT as t } from '@/shared/i18n';
import { DialogForm, FormSelect, FormTextArea, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui';
import { roleLabel } from './labels';
import styles from './Accounts.module.css';

type Action = 'resend' | 'endSessions' | 'suspend' | 'restore' | 'role';
interface ActionValues {
  reason: string;
  /** The role dialog only: '' for no role. */
  role: '' | OperatorRole;
}

/** What the account's state offers: verification only while unverified, suspend or restore, the role to administrators. */
function offered(account: AccountDetail, viewerIsAdmin: boolean): Action[] {
  if (account.status === 'deleted') return [];
  const actions: Action[] = [];
  if (!account.mailVerified) actions.push('resend');
  actions.push('endSessions', account.status === 'suspended' ? 'restore' : 'suspend');
  if (viewerIsAdmin) actions.push('role');
  return actions;
}

const LABEL: Record<Action, Parameters<typeof t>[0]> = {
  resend: 'admin.accounts.resend',
  endSessions: 'admin.accounts.endSessions',
  suspend: 'admin.accounts.suspend',
  restore: 'admin.accounts.restore',
  role: 'admin.accounts.role',
};
const TEXT: Partial<Record<Action, Parameters<typeof t>[0]>> = {
  endSessions: 'admin.accounts.endSessions.text',
  suspend: 'admin.accounts.suspend.text',
  restore: 'admin.accounts.restore.text',
};

/** Sends one action with its reason; resolves to the refusal, or null once done. */
function useSend(userId: string) {
  const [resend] = useResendAccountVerificationMutation();
  const [endSessions] = useEndAccountSessionsMutation();
  const [suspend] = useSuspendAccountMutation();
  const [restore] = useRestoreAccountMutation();
  const [changeRole] = useChangeAccountRoleMutation();
  return async (action: Action, { reason, role }: ActionValues): Promise<unknown> => {
    const args = { userId, reason };
    const calls = { resend, endSessions, suspend, restore };
    const result = action === 'role' ? await changeRole({ ...args, role: role === '' ? null : role }) : await calls[action](args);
    return 'error' in result ? result.error : null;
  };
}

/** The account's actions, each asking for its reason in a dialog (the audit log keeps it). */
export function AccountActions({ account, viewerIsAdmin }: { account: AccountDetail; viewerIsAdmin: boolean }) {
  const [open, setOpen] = useState<Action | null>(null);
  const send = useSend(account.id);
  const actions = offered(account, viewerIsAdmin);
  if (actions.length === 0) return null;
  const submit = async (values: ActionValues, helpers: FormikHelpers<ActionValues>) => {
    if (!open) return;
    const refusal = await send(open, values);
    if (refusal) {
      showServerError(refusal, helpers, {}, t('admin.accounts.failed'));
      return;
    }
    notify(t(`${LABEL[open]}.done` as Parameters<typeof t>[0]), 'success');
    setOpen(null);
  };
  const text = open ? TEXT[open] : undefined;

  return (
    <section className={styles.card} aria-labelledby="account-actions">
      <h3 id="account-actions" className={styles.subheading}>
        {t('admin.accounts.actions')}
      </h3>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button key={action} variant={action === 'suspend' ? 'danger' : 'secondary'} onClick={() => setOpen(action)}>
            {t(LABEL[action])}
          </Button>
        ))}
      </div>
      <DialogForm<ActionValues>
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`${LABEL[open]}.title` as Parameters<typeof t>[0]) : ''}
        cancelLabel={t('admin.accounts.cancel')}
        submitLabel={open ? t(LABEL[open]) : ''}
        submitVariant={open === 'suspend' ? 'danger' : 'primary'}
        initialValues={{ reason: '', role: account.role ?? '' }}
        validationSchema={operatorReasonSchema}
        onSubmit={submit}
        className={styles.dialogForm}
      >
        {() => (
          <>
            {text && <p>{t(text)}</p>}
            {open === 'role' && (
              <FormSelect
                name="role"
                label={t('admin.accounts.role.field')}
                options={(['admin', 'moderator', ''] as const).map((value) => ({ value, label: roleLabel(value === '' ? null : value) }))}
              />
            )}
            <FormTextArea name="reason" label={t('admin.accounts.reason')} rows={3} dir="auto" maxLength={OPERATOR_REASON_MAX} />
          </>
        )}
      </DialogForm>
    </section>
  );
}
