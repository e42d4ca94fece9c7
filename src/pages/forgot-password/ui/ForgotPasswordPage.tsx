import type { FormikHelpers } from 'formik';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@contracts/auth';
import { RobotCheckField, robotRule, useRobotReset } from '@/features/robot-check';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { accountsT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextField, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { useDelayedNavigate } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { FormCard } from '@/shared/ui';
import { useRequestNewPasswordMutation } from '../api/forgotApi';

interface ForgotValues {
  email: string;
  robot: string;
}

/** A refused robot check shows under the check; other refusals at the top of the form. */
const ROBOT_FIELD = { robot: 'robot' } as const;

const schema = forgotPasswordSchema.shape({ robot: robotRule() });
const initialValues: ForgotValues = { email: '', robot: '' };

/** docs/reference.md#screens Forgot password: email, robot check, Reset; success goes to /login after 1.5 s. */
export function ForgotPasswordPage() {
  const [requestNewPassword] = useRequestNewPasswordMutation();
  const redirect = useDelayedNavigate();
  const robot = useRobotReset();

  const submit = async (values: ForgotValues, helpers: FormikHelpers<ForgotValues>) => {
    helpers.setStatus(undefined);
    try {
      await requestNewPassword({ body: { email: values.email.trim() }, proof: values.robot }).unwrap();
      // What really happened: the server answers the same whether or not the address has an account.
      notify(t('session.forgot.sent'), 'success');
      redirect(paths.login, REDIRECT_DELAY_MS.passwordReset);
    } catch (error) {
      // The server's words (e.g. how long to wait) at the top of the form; a refused robot check under it.
      showServerError(error, helpers, ROBOT_FIELD, t('accounts.forgot.failed'));
    }
    void helpers.setFieldValue('robot', '', false);
    robot.reset();
  };

  return (
    <FormCard
      title={t('accounts.forgot.title')}
      intro={t('accounts.forgot.intro')}
      footer={
        <>
          <Link to={paths.login}>{t('accounts.forgot.login')}</Link>
          <Link to={paths.signup}>{t('accounts.forgot.signup')}</Link>
        </>
      }
    >
      <FormShell initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {() => (
          <>
            <FormTextField name="email" label={t('accounts.field.email')} type="email" autoComplete="email" required />
            <RobotCheckField resetKey={robot.resetKey} />
            <FormSubmit size="lg" fullWidth>
              {t('accounts.forgot.submit')}
            </FormSubmit>
          </>
        )}
      </FormShell>
    </FormCard>
  );
}
