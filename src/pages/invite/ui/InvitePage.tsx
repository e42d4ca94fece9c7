import type { FocusEvent } from 'react';
import { FieldArray, type FormikHelpers, type FormikProps } from 'formik';
import { splitEmails } from '@contracts/auth';
import { RobotCheckField, useRobotReset } from '@/features/robot-check';
import { REQUEST_SLOT } from '@/shared/api';
import { localizeRule, accountsT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextField, showServerError } from '@/shared/lib/form';
import { dismissToast, notify } from '@/shared/lib/notify';
import { Button, FormCard } from '@/shared/ui';
import { useInviteFriendMutation } from '../api/inviteApi';
import { initialInviteValues, inviteFormSchema, MAX_INVITE_FIELDS, type InviteValues } from '../model/inviteForm';
import styles from './InvitePage.module.css';

/** A refused robot check shows under the check; other refusals (rate limit, mail) at the top of the form. */
const ROBOT_FIELD = { robot: 'robot' } as const;

/** The error of the whole list (e.g. too many addresses); an entry's own shows under its field. */
function listError(form: FormikProps<InviteValues>): string | undefined {
  return typeof form.errors.emails === 'string' && form.submitCount > 0 ? localizeRule(form.errors.emails) : undefined;
}

/**
 * docs/reference.md#screens Invite Friend: one or more email fields, each with a remove cross,
 * and a robot check. The invitation names the inviter, so visitors log in first.
 */
export function InvitePage() {
  return <InviteForm />;
}

function InviteForm() {
  const [inviteFriend] = useInviteFriendMutation({ fixedCacheKey: REQUEST_SLOT.inviteFriend });
  const robot = useRobotReset();

  const submit = async (values: InviteValues, helpers: FormikHelpers<InviteValues>) => {
    helpers.setStatus(undefined);
    const pending = notify(t('accounts.invite.pending'), 'info', { persist: true });
    try {
      await inviteFriend({ body: { emails: splitEmails(values.emails) }, proof: values.robot }).unwrap();
      dismissToast(pending);
      notify(t('accounts.invite.success'), 'success');
      // docs/reference.md#states: the form, the email fields and the robot check all reset.
      helpers.resetForm();
    } catch (error) {
      dismissToast(pending);
      notify(t('accounts.invite.failed'), 'error');
      void helpers.setFieldValue('robot', '', false);
      showServerError(error, helpers, ROBOT_FIELD, t('accounts.toast.genericError'));
    }
    robot.reset();
  };

  return (
    <FormCard title={t('accounts.invite.title')} intro={t('accounts.invite.intro')}>
      <FormShell initialValues={initialInviteValues} validationSchema={inviteFormSchema} onSubmit={submit}>
        {(form) => (
          <>
            <FieldArray name="emails">
              {(list) => (
                <fieldset className={styles.emails}>
                  <legend className="visually-hidden">{t('accounts.invite.title')}</legend>
                  {form.values.emails.map((_email, index) => {
                    const n = index + 1;
                    return (
                      <div key={index} className={styles.row}>
                        <FormTextField
                          name={`emails.${index}`}
                          className={styles.email}
                          label={t('accounts.invite.emailLabel', { n })}
                          type="email"
                          autoComplete="off"
                          required
                          // A field the person just added gets the focus.
                          autoFocus={index > 0 && index === form.values.emails.length - 1 && form.dirty}
                          // Leaving a field still empty (pressing "Add another email" again) shows no
                          // error yet: the message would push the button down under the pointer and
                          // lose the click. An empty field is refused on submit.
                          onBlur={(event: FocusEvent<HTMLInputElement>) => {
                            if (event.target.value.trim() !== '') form.handleBlur(event);
                          }}
                        />
                        <button
                          type="button"
                          className={styles.remove}
                          aria-label={t('accounts.invite.remove', { n })}
                          disabled={form.values.emails.length === 1}
                          onClick={() => list.remove(index)}
                        >
                          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m5 5 10 10M15 5 5 15" />
                          </svg>
                        </button>
                      </div>
                    );
                  })}
                  <div className={styles.add}>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={form.values.emails.length >= MAX_INVITE_FIELDS}
                      onClick={() => list.push('')}
                    >
                      {t('accounts.invite.add')}
                    </Button>
                    <p className={styles.limit}>{t('accounts.invite.limit', { max: MAX_INVITE_FIELDS })}</p>
                  </div>
                  {listError(form) && (
                    <p className={styles.listError} role="alert">
                      {listError(form)}
                    </p>
                  )}
                </fieldset>
              )}
            </FieldArray>
            <RobotCheckField resetKey={robot.resetKey} />
            <FormSubmit size="lg" fullWidth>
              {t('accounts.invite.submit')}
            </FormSubmit>
          </>
        )}
      </FormShell>
    </FormCard>
  );
}
