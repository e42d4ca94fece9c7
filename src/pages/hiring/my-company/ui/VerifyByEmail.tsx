import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { verifyCompanySchema } from '@contracts/company-schema';
import { useRequestCompanyVerificationMutation } from '@/entities/company';
import { vacanciesT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextField, showServerError } from '@/shared/lib/form';
import { Alert } from '@/shared/ui';
import styles from './MyCompanyPage.module.css';

interface VerifyValues {
  email: string;
}

/** Refusals about the address show under it; the rest (a day's e-mails used up) at the top of the form. */
const EMAIL_FIELD = { freeMail: 'email', wrongDomain: 'email' } as const;

/** The e-mail proof: a link sent to an address at the domain (the server refuses free and disposable mail, other domains, and past the day's allowance). */
export function VerifyByEmail({ domain }: { domain: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request] = useRequestCompanyVerificationMutation();
  const send = async ({ email }: VerifyValues, helpers: FormikHelpers<VerifyValues>) => {
    try {
      const { sentTo: address } = await request(email).unwrap();
      setSentTo(address);
    } catch (failure) {
      showServerError(failure, helpers, EMAIL_FIELD, t('company.verify.failed'));
    }
  };
  return (
    <section className={styles.method} aria-labelledby="verify-email">
      <h3 id="verify-email" className={styles.methodTitle}>
        {t('company.verify.emailTitle')}
      </h3>
      <p className={styles.hint}>{t('company.verify.hint', { domain })}</p>
      <FormShell<VerifyValues> initialValues={{ email: '' }} validationSchema={verifyCompanySchema} onSubmit={send} className={styles.verify}>
        {() => (
          <>
            <FormTextField name="email" label={t('company.verify.email', { domain })} type="email" inputMode="email" dir="ltr" autoComplete="email" className={styles.email} />
            <FormSubmit variant="outline">{t('company.verify.send')}</FormSubmit>
          </>
        )}
      </FormShell>
      {sentTo && <Alert tone="success">{t('company.verify.sent', { email: sentTo })}</Alert>}
    </section>
  );
}
