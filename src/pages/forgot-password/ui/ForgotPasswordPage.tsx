import { Form, Formik, type FormikHelpers } from 'formik';
import { Link } from 'react-router';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { forgotPasswordSchema } from '@contracts/auth';
import { RobotCheckField, robotRule, useRobotReset } from '@/features/robot-check';
import type { ApiErrorBody } from '@/shared/api';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { t } from '@/shared/i18n';
import { fieldProps, FocusFirstError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { useDelayedNavigate } from '@/shared/lib/router';
import { paths } from '@/shared/routes';
import { Button, FormCard, TextField } from '@/shared/ui';
import { useRequestNewPasswordMutation } from '../api/forgotApi';

interface ForgotValues {
  email: string;
  robot: string;
}

const schema = forgotPasswordSchema.shape({ robot: robotRule() });
const initialValues: ForgotValues = { email: '', robot: '' };

/** SPEC §2 Forgot password: email, robot check, Reset; success goes to /login after 1.5 s. */
export function ForgotPasswordPage() {
  const [requestNewPassword] = useRequestNewPasswordMutation();
  const redirect = useDelayedNavigate();
  const robot = useRobotReset();

  const submit = async (values: ForgotValues, helpers: FormikHelpers<ForgotValues>) => {
    try {
      await requestNewPassword({ body: { email: values.email.trim() }, proof: values.robot }).unwrap();
      notify(t('accounts.forgot.success'), 'success');
      redirect(paths.login, REDIRECT_DELAY_MS.passwordReset);
    } catch (error) {
      const body = ((error as FetchBaseQueryError).data ?? {}) as ApiErrorBody;
      notify(body.errors?.message ? body.errors.message.toLowerCase() : t('accounts.forgot.failed'), 'error');
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
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {(form) => (
          <Form noValidate>
            <FocusFirstError />
            <TextField
              label={t('accounts.field.email')}
              type="email"
              autoComplete="email"
              required
              {...fieldProps(form, 'email')}
            />
            <RobotCheckField resetKey={robot.resetKey} />
            <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
              {t('accounts.forgot.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}
