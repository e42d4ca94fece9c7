import type { FormikHelpers } from 'formik';
import { contactSchema, LIMITS } from '@contracts/auth';
import { RobotCheckField, robotRule, useRobotReset } from '@/features/robot-check';
import { REQUEST_SLOT } from '@/shared/api';
import { CONTACT_EMAIL_DISPLAY } from '@/shared/config';
import { accountsT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextArea, FormTextField, showServerError, withSaveToasts } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { FormCard, FormRow } from '@/shared/ui';
import { useContactUsMutation } from '../api/contactApi';
import styles from './ContactUsPage.module.css';

/** A refused robot check shows under the check; other refusals (rate limit, mail) at the top of the form. */
const ROBOT_FIELD = { robot: 'robot' } as const;

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  inquiry: string;
  robot: string;
}

const schema = contactSchema.shape({ robot: robotRule() });
const initialValues: ContactValues = { name: '', email: '', subject: '', inquiry: '', robot: '' };

/** The note 'Email us at {email} or use the form below', with the address as a mail link. */
function ContactNote() {
  // The address is a link inside the sentence: the message is cut where it goes (in either language's word order).
  const [before, after] = t('accounts.contact.note', { email: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <a href={`mailto:${CONTACT_EMAIL_DISPLAY}`}>{CONTACT_EMAIL_DISPLAY}</a>
      {after}
    </>
  );
}

/** docs/reference.md#screens Contact Us; the form resets after success (see docs/reference.md#states). */
export function ContactUsPage() {
  const [contactUs] = useContactUsMutation({ fixedCacheKey: REQUEST_SLOT.contactUs });
  const robot = useRobotReset();

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    helpers.setStatus(undefined);
    try {
      const body = { name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), inquiry: values.inquiry.trim() };
      await withSaveToasts({ pending: t('accounts.contact.pending'), done: t('accounts.contact.success') }, () =>
        contactUs({ body, proof: values.robot }).unwrap(),
      );
      helpers.resetForm();
    } catch (error) {
      notify(t('accounts.contact.failed'), 'error');
      void helpers.setFieldValue('robot', '', false);
      showServerError(error, helpers, ROBOT_FIELD, t('accounts.toast.genericError'));
    }
    robot.reset();
  };

  return (
    <FormCard title={t('accounts.contact.title')} intro={<ContactNote />} className={styles.card}>
      <FormShell initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {() => (
          <>
            <FormRow>
              <FormTextField
                label={t('accounts.field.name')}
                autoComplete="name"
                required
                name="name"
              />
              <FormTextField
                label={t('accounts.field.email')}
                type="email"
                autoComplete="email"
                required
                name="email"
              />
            </FormRow>
            <FormTextField
              label={t('accounts.field.subject')}
              required
              name="subject"
            />
            <FormTextArea
              label={t('accounts.field.inquiry')}
              required
              rows={6}
              maxLength={LIMITS.inquiry}
              enforceMaxLength={false}
              name="inquiry"
            />
            <RobotCheckField resetKey={robot.resetKey} />
            <FormSubmit size="lg" fullWidth>
              {t('accounts.contact.submit')}
            </FormSubmit>
          </>
        )}
      </FormShell>
    </FormCard>
  );
}
