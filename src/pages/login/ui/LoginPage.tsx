import { useEffect, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { loginSchema, ROBOT_CHECK_REQUIRED, type TokenResponse } from '@contracts/auth';
import { isTwoFactorChallenge } from '@contracts/two-factor';
import { msg } from '@contracts/messages';
import { useLoginMutation } from '@/entities/user';
import { PasskeySignIn } from '@/features/passkeys';
import { RobotCheckField, robotRule, useRobotReset } from '@/features/robot-check';
import { LoginCodeStep } from '@/features/two-step';
import { REQUEST_SLOT, baseApi } from '@/shared/api';
import { loggedIn, selectIsLoggedIn, storeToken } from '@/shared/auth';
import { accountsT as t, type AccountsKey as MessageKey } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextField, readServerError, showServerError } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { paths, safeNext } from '@/shared/routes';
import { Alert, FormCard } from '@/shared/ui';
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

/**
 * Server codes of a refused login shown under a field; the rest show at the top of the form. Many failed sign-ins to
 * the account ask a device it has not used for the robot check again: that message shows at the check.
 */
const LOGIN_FIELDS = { robot: 'robot', [ROBOT_CHECK_REQUIRED]: 'robot' } as const;

/** The banners for ?emailverified=true|false&reason=… and ?emailchangecancelled=true|false (links from e-mails land here). */
function LinkBanner({ params }: { params: URLSearchParams }) {
  const verified = params.get('emailverified');
  const reason = params.get('reason');
  const cancelled = params.get('emailchangecancelled');
  if (cancelled === 'true') return <Alert tone="success">{t('session.email.cancelled')}</Alert>;
  if (cancelled === 'false') return <Alert tone="warning">{t('session.email.cancelFailed')}</Alert>;
  if (verified === 'true') return <Alert tone="success">{t('accounts.login.emailVerified')}</Alert>;
  if (verified === 'false') {
    const key = reason && Object.hasOwn(VERIFY_FAILURE, reason) ? VERIFY_FAILURE[reason] : VERIFY_FAILURE.invalid;
    return <Alert tone="warning">{t(key)}</Alert>;
  }
  return null;
}

/**
 * Where a logged-in user goes from /login: the verification link leads to the
 * first-time profile (see docs/reference.md#states), else `next` when it is a path on this site,
 * else /freelancers.
 */
function destination(params: URLSearchParams): string {
  if (params.get('emailverified') === 'true') return `${paths.freelancerProfile}?firsttime=true`;
  return safeNext(params.get('next')) ?? paths.freelancers;
}

/**
 * A user already logged in who opens /login (a bookmark, the verification
 * link, a link from another tab) is sent on, told why in a toast instead of
 * being asked to log in again.
 */
function AlreadyLoggedIn({ params }: { params: URLSearchParams }) {
  const verified = params.get('emailverified') === 'true';
  useEffect(() => {
    notify(t(verified ? 'session.emailVerified' : 'session.loggedInAlready'), verified ? 'success' : 'info');
  }, [verified]);
  return <Navigate to={destination(params)} replace />;
}

/** docs/reference.md#screens Login: email, password, robot check; Forgot Password and Sign up links. */
export function LoginPage() {
  const [params] = useSearchParams();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation({ fixedCacheKey: REQUEST_SLOT.login });
  const robot = useRobotReset();
  // Only a session that existed when the page opened sends the user away: this
  // page's own login navigates by itself.
  const loggedInNow = useSelector(selectIsLoggedIn);
  const [loggedInAtOpen] = useState(loggedInNow);
  // Two-step sign-in: the right password's ticket, waiting for the code step.
  const [ticket, setTicket] = useState<string>();

  if (loggedInAtOpen && loggedInNow) return <AlreadyLoggedIn params={params} />;

  const signedIn = ({ token, mustChangePassword }: TokenResponse) => {
    storeToken(token);
    dispatch(loggedIn(token, mustChangePassword === true));
    // Reviews read as a visitor are read again as this member's: their own are marked (no Report on them).
    dispatch(baseApi.util.invalidateTags(['Review', 'Company']));
    // A temporary password: set a new one before anything else.
    void navigate(mustChangePassword ? paths.profile : destination(params), { replace: true });
  };
  if (ticket) return <LoginCodeStep ticket={ticket} onSignedIn={signedIn} onRestart={() => setTicket(undefined)} />;

  const submit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    helpers.setStatus(undefined);
    try {
      const answer = await login({
        body: { email: values.email.trim(), password: values.password },
        proof: values.robot,
      }).unwrap();
      if (isTwoFactorChallenge(answer)) setTicket(answer.twoFactor.ticket);
      else signedIn(answer);
    } catch (error) {
      // The proof was spent: the next try needs a new check.
      void helpers.setFieldValue('robot', '', false);
      robot.reset();
      const { message } = readServerError(error);
      if (message === msg.notApproved) helpers.setStatus({ error: t('accounts.login.underVerification') });
      else showServerError(error, helpers, LOGIN_FIELDS, t('accounts.toast.genericError'));
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
      <LinkBanner params={params} />
      <FormShell initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {() => (
          <>
            <FormTextField name="email" label={t('accounts.field.email')} type="email" autoComplete="email" required />
            <div className={styles.password}>
              <FormTextField name="password" label={t('accounts.field.password')} type="password" autoComplete="current-password" required />
              <Link className={styles.forgot} to={paths.forgot}>
                {t('accounts.login.forgot')}
              </Link>
            </div>
            <RobotCheckField resetKey={robot.resetKey} />
            <FormSubmit size="lg" fullWidth>
              {t('accounts.login.submit')}
            </FormSubmit>
          </>
        )}
      </FormShell>
      <p className={styles.or}>{t('accounts.login.or')}</p>
      <PasskeySignIn onSignedIn={signedIn} />
    </FormCard>
  );
}
