import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BUSINESS_ROLE, signupSchema, type SignupPayload } from '@contracts/auth';
import { msg } from '@contracts/messages';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { useSignupMutation } from '@/entities/user';
import { RobotCheckField, robotRule, useRobotReset } from '@/features/robot-check';
import { REQUEST_SLOT } from '@/shared/api';
import { loggedIn, selectIsLoggedIn, storeToken } from '@/shared/auth';
import { REDIRECT_DELAY_MS } from '@/shared/config';
import { accountsT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, showServerError, withSaveToasts, type ServerFormStatus } from '@/shared/lib/form';
import { notify } from '@/shared/lib/notify';
import { useDelayedNavigate } from '@/shared/lib/router';
import { paths, safeNext } from '@/shared/routes';
import { FormCard } from '@/shared/ui';
import { SignupFields } from './SignupFields';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  password: string;
  cnfpassword: string;
  terms: boolean;
  business: boolean;
  robot: string;
}

const schema = signupSchema.shape({
  terms: yup.boolean().oneOf([true], msg.termsRequired),
  robot: robotRule(),
});

const initialValues: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  city: '',
  password: '',
  cnfpassword: '',
  terms: false,
  business: false,
  robot: '',
};

const toPayload = (values: SignupValues): SignupPayload => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  country: values.country,
  city: values.city.trim(),
  password: values.password,
  cnfpassword: values.cnfpassword,
  Iam: values.business ? [BUSINESS_ROLE] : [],
});

/** Server codes of a refused sign-up and the field each belongs to; the rest show at the top of the form. */
const SIGNUP_FIELDS = { emailTaken: 'email', commonPassword: 'password', robot: 'robot' } as const;

/** Formik status once signed up: the form stays disabled during the 2-second redirect. */
interface SignupStatus extends ServerFormStatus {
  done?: boolean;
}

/**
 * docs/reference.md#screens Sign up; success stores the token and goes to /freelancerprofile after 2 s (see docs/reference.md#states).
 * A user already logged in when the page opens is sent on (to next, else /freelancers).
 */
export function SignupPage() {
  const loggedInNow = useSelector(selectIsLoggedIn);
  const [loggedInAtOpen] = useState(loggedInNow);
  const [params] = useSearchParams();
  if (loggedInAtOpen && loggedInNow) return <Navigate to={safeNext(params.get('next')) ?? paths.freelancers} replace />;
  return <SignupForm />;
}

function SignupForm() {
  const dispatch = useDispatch();
  const signedUp = useRef(false);
  const redirect = useDelayedNavigate();
  const [signup] = useSignupMutation({ fixedCacheKey: REQUEST_SLOT.signup });
  const reference = useGetReferenceDataQuery();
  const robot = useRobotReset();

  const submit = async (values: SignupValues, helpers: FormikHelpers<SignupValues>) => {
    // Signed up already, waiting for the redirect: a second click sends nothing.
    if (signedUp.current) return;
    helpers.setStatus(undefined);
    try {
      const { token } = await withSaveToasts({ pending: t('accounts.signup.pending'), done: t('accounts.signup.success') }, () =>
        signup({ body: toPayload(values), proof: values.robot }).unwrap(),
      );
      storeToken(token);
      dispatch(loggedIn(token));
      signedUp.current = true;
      helpers.setStatus({ done: true } satisfies SignupStatus);
      redirect(paths.freelancerProfile, REDIRECT_DELAY_MS.signup);
    } catch (error) {
      notify(t('accounts.signup.failed'), 'error');
      void helpers.setFieldValue('robot', '', false);
      robot.reset();
      // In words, under the field it concerns (never the raw code).
      showServerError(error, helpers, SIGNUP_FIELDS, t('accounts.toast.genericError'));
    }
  };

  return (
    <FormCard
      title={t('accounts.signup.title')}
      intro={t('accounts.signup.intro')}
      footer={
        <p>
          {t('accounts.signup.haveAccount')} <Link to={paths.login}>{t('accounts.signup.loginLink')}</Link>
        </p>
      }
    >
      <FormShell initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {(form) => {
          const status = form.status as SignupStatus | undefined;
          return (
            <>
              <SignupFields emailTaken={status?.code === 'emailTaken'} countries={countryOptions(reference.data?.country)} />
              <RobotCheckField resetKey={robot.resetKey} />
              <FormSubmit size="lg" fullWidth disabled={status?.done === true}>
                {t('accounts.signup.submit')}
              </FormSubmit>
            </>
          );
        }}
      </FormShell>
    </FormCard>
  );
}
