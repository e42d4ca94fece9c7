import { useState } from 'react';
import { websiteDomain, type CompanyProfile } from '@contracts/company';
import { VerifiedBadge, useRequestCompanyVerificationMutation } from '@/entities/company';
import { errorMessage } from '@/shared/api';
import { vacanciesT as t } from '@/shared/i18n';
import { Alert, Button, FormSection, TextField } from '@/shared/ui';
import styles from './MyCompanyPage.module.css';

/** The verified badge: a link e-mailed to an address at the website's domain (the server refuses free mail and other domains). */
export function VerifyCompany({ company, badLink }: { company: CompanyProfile | null; badLink: boolean }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [request, { isLoading }] = useRequestCompanyVerificationMutation();
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
    const send = async () => {
      setError(null);
      try {
        const { sentTo: address } = await request(email).unwrap();
        setSentTo(address);
      } catch (failure) {
        setError(errorMessage(failure as Parameters<typeof errorMessage>[0]) ?? t('company.verify.failed'));
      }
    };
    content = (
      <>
        <p className={styles.hint}>{t('company.verify.hint', { domain })}</p>
        <form
          className={styles.verify}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextField label={t('company.verify.email', { domain })} type="email" inputMode="email" dir="ltr" autoComplete="email" value={email} error={error ?? undefined} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" variant="outline" loading={isLoading}>
            {t('company.verify.send')}
          </Button>
        </form>
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
