import { Form, Formik, type FormikHelpers } from 'formik';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { loginSchema } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { useLoginMutation } from '@/entities/user';
import { RobotCheckField, robotRule, useRobotReset } from '@/features/robot-check';
import { errorMessage, REQUEST_SLOT } from '@/shared/api';
import { loggedIn, storeToken } from '@/shared/auth';
import { t, type MessageKey } from '@/shared/i18n';
import { fieldProps, FocusFirstError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths } from '@/shared/routes';
import { Alert, Button, FormCard, TextField } from '@/shared/ui';
import styles from './LoginPage.module.css';

interface LoginValues {
  email: string;
  password: string;
  robot: string;
}

const schema = loginSchema.shape({ robot: robotRule() });
const initialValues: LoginValues = { email: '', password: '', robot: '' };

/** ?reason= of a failed verification link (VerifyEmailFailure in contracts/auth). */
const VERIFY_FAILURE: Record<string, MessageKey> = {
  expired: 'accounts.login.verifyExpired',
  used: 'accounts.login.verifyUsed',
  invalid: 'accounts.login.verifyInvalid',
};

/** The banner for ?emailverified=true|false&reason=… (the e-mail verification link lands here). */
function VerificationBanner({ verified, reason }: { verified: string | null; reason: string | null }) {
  if (verified === 'true') return <Alert tone="success">{t('accounts.login.emailVerified')}</Alert>;
  if (verified === 'false') {
    const key = reason && Object.hasOwn(VERIFY_FAILURE, reason) ? VERIFY_FAILURE[reason] : VERIFY_FAILURE.invalid;
    return <Alert tone="warning">{t(key)}</Alert>;
  }
  return null;
}

/** SPEC §2 Login: email, password, robot check; Forgot Password and Sign up links. */
export function LoginPage() {
  const [params] = useSearchParams();
  const verified = params.get('emailverified');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation({ fixedCacheKey: REQUEST_SLOT.login });
  const robot = useRobotReset();

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    try {
      const { token } = await login({
        body: { email: values.email.trim(), password: values.password },
        proof: values.robot,
      }).unwrap();
      storeToken(token);
      dispatch(loggedIn(token));
      void navigate(verified === 'true' ? `${paths.freelancerProfile}?firsttime=true` : paths.freelancers);
    } catch (error) {
      const message = errorMessage(error as FetchBaseQueryError);
      if (message === msg.notApproved) notify(t('accounts.login.underVerification'), 'warning');
      else notify(message ?? t('accounts.toast.genericError'), 'error');
      // The proof was spent: the next try needs a new check.
      void helpers.setFieldValue('robot', '', false);
      robot.reset();
    }
  };

  return (
    <FormCard
      title={t('accounts.login.title')}
      intro={t('accounts.login.intro')}
      footer={
        <p>
          {t('accounts.login.noAccount')} <Link to={paths.signup}>{t('accounts.login.signupLink')}</Link>
        </p>
      }
    >
      <VerificationBanner verified={verified} reason={params.get('reason')} />
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
            <div className={styles.password}>
              <TextField
                label={t('accounts.field.password')}
                type="password"
                autoComplete="current-password"
                required
                {...fieldProps(form, 'password')}
              />
              <Link className={styles.forgot} to={paths.forgot}>
                {t('accounts.login.forgot')}
              </Link>
            </div>
            <RobotCheckField resetKey={robot.resetKey} />
            <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
              {t('accounts.login.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </FormCard>
  );
}
