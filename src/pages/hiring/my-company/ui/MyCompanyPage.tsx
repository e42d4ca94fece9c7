import { isBusinessOnly } from '@contracts/user';
import { useSearchParams } from 'react-router';
import { useGetMyCompanyQuery } from '@/entities/company';
import { useGetMyProfileQuery } from '@/entities/user';
import { vacanciesT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, ButtonLink, EmptyState, NoteAlert, PageHeader, Spinner } from '@/shared/ui';
import { CompanyForm } from './CompanyForm';
import { VerifyCompany } from './VerifyCompany';
import styles from './MyCompanyPage.module.css';

function MyCompany() {
  const { data: company, isLoading, isError } = useGetMyCompanyQuery();
  const [params] = useSearchParams();
  if (isLoading) return <Spinner size="lg" />;
  if (isError || company === undefined) return <Alert tone="danger">{t('company.edit.loadError')}</Alert>;
  return (
    <>
      {company?.operatorHidden && <NoteAlert text={t('company.edit.hiddenByTeam')} note={company.operatorHidden.note} />}
      {company && (
        <ButtonLink variant="outline" to={paths.company(company.id)} className={styles.view}>
          {t('company.edit.view')}
        </ButtonLink>
      )}
      <CompanyForm company={company} />
      <VerifyCompany company={company} badLink={params.get('verified') === 'false'} />
    </>
  );
}

/** /my-company: a business edits its company page (who is hiring) and verifies its domain. Members only; business accounts only. */
export function MyCompanyPage() {
  const { data: profile, isLoading } = useGetMyProfileQuery();
  let content;
  if (isLoading || !profile) content = <Spinner size="lg" />;
  else if (!isBusinessOnly(profile.user.Iam)) content = <EmptyState title={t('company.edit.notBusiness')} />;
  else content = <MyCompany />;
  return (
    <div className={styles.page}>
      <PageHeader title={t('company.edit.title')} intro={t('company.edit.intro')} />
      {content}
    </div>
  );
}
