import { useState } from 'react';
import { useCheckCompanyDnsMutation, useGetCompanyDnsRecordQuery } from '@/entities/company';
import { vacanciesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { readServerError } from '@/shared/lib/form';
import { Alert, Button, Spinner } from '@/shared/ui';
import styles from './MyCompanyPage.module.css';

/** Copies the record's value, saying whether it worked (the value stays selectable to copy by hand). */
async function copyValue(value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    notify(t('company.verify.copied'), 'success');
  } catch {
    notify(t('company.verify.copyFailed'), 'warning');
  }
}

/** The DNS proof: the TXT record to add to the domain, a copy button, and "Check now" (GET and POST /company/verify/dns). */
export function VerifyByDns({ domain }: { domain: string }) {
  const { data: record, isLoading, isError } = useGetCompanyDnsRecordQuery(domain);
  const [check, { isLoading: checking }] = useCheckCompanyDnsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const checkNow = async () => {
    setFailure(null);
    try {
      await check().unwrap();
      // The section turns into the badge (the button goes): the toast says so to everyone, screen readers included.
      notify(t('company.verify.welcome'), 'success');
    } catch (error) {
      setFailure(readServerError(error).message ?? t('company.verify.checkFailed'));
    }
  };

  let content;
  if (isLoading) content = <Spinner />;
  else if (isError || !record) content = <Alert tone="danger">{t('company.verify.dnsLoadError')}</Alert>;
  else {
    content = (
      <>
        <dl className={styles.record}>
          <dt>{t('company.verify.dnsType')}</dt>
          <dd dir="ltr">TXT</dd>
          <dt>{t('company.verify.dnsName')}</dt>
          <dd>{t('company.verify.dnsNameValue', { domain: record.domain })}</dd>
          <dt>{t('company.verify.dnsValue')}</dt>
          <dd>
            <code dir="ltr" className={styles.value}>
              {record.value}
            </code>
          </dd>
        </dl>
        <div className={styles.recordActions}>
          <Button variant="outline" onClick={() => void copyValue(record.value)}>
            {t('company.verify.copy')}
          </Button>
          <Button onClick={() => void checkNow()} loading={checking}>
            {t('company.verify.check')}
          </Button>
        </div>
        {failure && <Alert tone="danger">{failure}</Alert>}
      </>
    );
  }
  return (
    <section className={styles.method} aria-labelledby="verify-dns">
      <h3 id="verify-dns" className={styles.methodTitle}>
        {t('company.verify.dnsTitle')}
      </h3>
      <p className={styles.hint}>{t('company.verify.dnsHint', { domain })}</p>
      {content}
    </section>
  );
}
