import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { verifyCompanySchema, websiteDomain, type CompanyProfile } from '@contracts/company';
import { VerifiedBadge, useRequestCompanyVerificationMutation } from '@/entities/company';
import { vacanciesT as t } from '@/shared/i18n';
import { FormShell, FormSubmit, FormTextField, showServerError } from '@/shared/lib/form';
import { Alert, FormSection } from '@/shared/ui';
import styles from './MyCompanyPage.module.css';

interface VerifyValues {
  email: string;
}

/** Refusals about the address show under it; the rest at the top of the form. */
const EMAIL_FIELD = { freeMail: 'email', wrongDomain: 'email' } as const;

/** The verified badge: a link e-mailed to an address at the website's domain (the server refuses free mail and other domains). */
export function VerifyCompany({ company, badLink }: { company: CompanyProfile | null; badLink: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request] = useRequestCompanyVerificationMutation();
  const domain = company ? websiteDomain(company.website) : null;

  let content;
  if (company?.verified) {
    content = (
      <p className={styles.verified}>
        <VerifiedBadge /> {t('company.verify.done', { domain: company.verifiedDomain ?? '' })}
      </p>
    );
  } else if (!domain) {
    content = <p className={styles.hint}>{t('company.verify.needPage')}</p>;
  } else {
    const send = async ({ email }: VerifyValues, helpers: FormikHelpers<VerifyValues>) => {
      try {
        const { sentTo: address } = await request(email).unwrap();
        setSentTo(address);
      } catch (failure) {
        showServerError(failure, helpers, EMAIL_FIELD, t('company.verify.failed'));
      }
    };
    content = (
      <>
        <p className={styles.hint}>{t('company.verify.hint', { domain })}</p>
        <FormShell<VerifyValues> initialValues={{ email: '' }} validationSchema={verifyCompanySchema} onSubmit={send} className={styles.verify}>
          {() => (
            <>
              <FormTextField name="email" label={t('company.verify.email', { domain })} type="email" inputMode="email" dir="ltr" autoComplete="email" className={styles.email} />
              <FormSubmit variant="outline">{t('company.verify.send')}</FormSubmit>
            </>
          )}
        </FormShell>
        {sentTo && (
          <Alert tone="success">
            {t('company.verify.sent', { email: sentTo })}
          </Alert>
        )}
      </>
    );
  }
  return (
    <FormSection title={t('company.verify.title')}>
      {badLink && !company?.verified && <Alert tone="danger">{t('company.verify.badLink')}</Alert>}
      {content}
    </FormSection>
  );
}
