import type { ReactNode } from 'react';
import { currentLocale, PART_SEPARATORS } from '@contracts/locale';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { isBusinessOnly } from '@contracts/user';
import { CompanyLogo, CompanyRating, VerifiedBadge, useGetMyCompanyQuery, useGetPublicCompanyQuery, type PublicCompany } from '@/entities/company';
import { useGetMyProfileQuery } from '@/entities/user';
import { formatVacancyDate } from '@/entities/vacancy';
import { ApplyAction } from '@/features/apply-vacancy';
import { ReportButton } from '@/features/report';
import { selectIsLoggedIn } from '@/shared/auth';
import { countryName, isolate, vacanciesT as t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Alert, ButtonLink, EmptyState, PageHeader, Spinner, UserText, userText } from '@/shared/ui';
import { VacancyCard } from '@/widgets/vacancy-card';
import { CompanyReviews } from './CompanyReviews';
import styles from './CompanyPage.module.css';

/** 'Banking · 201-1000 employees · Muscat, Oman': what the company said of itself (its own words isolated), the country by its shipped name. */
function Facts({ company }: { company: PublicCompany }) {
  const parts: ReactNode[] = [];
  if (company.industry) parts.push(<UserText key="industry">{company.industry}</UserText>);
  if (company.size) parts.push(t('company.size', { size: isolate(company.size) }));
  if (company.city || company.country) {
    parts.push(
      <span key="place">
        {company.city && <UserText>{company.city}</UserText>}
        {company.city && company.country && PART_SEPARATORS[currentLocale()]}
        {company.country && countryName(company.country)}
      </span>,
    );
  }
  if (parts.length === 0) return null;
  return <p className={styles.muted}>{parts.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}</p>;
}

function Company({ company }: { company: PublicCompany }) {
  const zone = useViewerZone();
  return (
    <article className={styles.company} aria-labelledby="company-name">
      <header className={styles.header}>
        <CompanyLogo name={company.name} logo={company.logo} size="lg" />
        <div className={styles.identity}>
          <h2 id="company-name" className={styles.name} {...userText(company.name)}>
            {company.name}
          </h2>
          {company.verifiedDomain && (
            <p className={styles.verified}>
              <VerifiedBadge domain={company.verifiedDomain} />
            </p>
          )}
          {company.rating && (
            <p className={styles.rating}>
              <CompanyRating rating={company.rating} />
            </p>
          )}
          <Facts company={company} />
          {company.website && (
            <a className={styles.website} href={company.website} rel="nofollow noopener noreferrer" target="_blank" dir="auto">
              {company.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
            </a>
          )}
        </div>
      </header>
      <dl className={styles.stats}>
        <div>
          <dt>{t('company.memberSince')}</dt>
          <dd>{formatVacancyDate(company.memberSince, zone)}</dd>
        </div>
        <div>
          <dt>{t('company.vacanciesPosted')}</dt>
          <dd>{t('company.count', { n: company.vacanciesPosted })}</dd>
        </div>
        <div>
          <dt>{t('company.hired')}</dt>
          <dd>{t('company.count', { n: company.hiredCount })}</dd>
        </div>
        {company.foundedYear !== null && (
          <div>
            <dt>{t('company.founded')}</dt>
            <dd>{String(company.foundedYear)}</dd>
          </div>
        )}
      </dl>
      {company.about && (
        <section aria-labelledby="company-about">
          <h3 id="company-about" className={styles.section}>
            {t('company.about')}
          </h3>
          <p className={styles.about} {...userText(company.about)}>
            {company.about}
          </p>
        </section>
      )}
      <section aria-labelledby="company-open">
        <h3 id="company-open" className={styles.section}>
          {t('company.openVacancies')}
        </h3>
        {company.openVacancies.length === 0 ? (
          <p className={styles.muted}>{t('company.noOpenVacancies')}</p>
        ) : (
          <ul className={styles.list}>
            {company.openVacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard vacancy={vacancy} actions={<ApplyAction vacancy={vacancy} />} headingLevel={3} compact />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CompanyReviews company={company} />
    </article>
  );
}

/** "Report this company page", for members other than the company (only a business member's own page is asked for). */
function CompanyReport({ company }: { company: PublicCompany }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: profile } = useGetMyProfileQuery(undefined, { skip: !loggedIn });
  const business = profile ? isBusinessOnly(profile.user.Iam) : undefined;
  const own = useGetMyCompanyQuery(undefined, { skip: !business });
  let mine: boolean | undefined;
  if (business === false) mine = false;
  else if (own.isSuccess) mine = own.data?.id === company.id;
  return <ReportButton kind="company" id={company.id} label={t('company.report')} mine={mine} />;
}

/**
 * /company/{id}: who is hiring, rendered on the server: the company's profile and rating, when it joined, what it
 * posted and how many it hired on Khibra, its open vacancies and what freelancers said. No contact details.
 */
export function CompanyPage() {
  const { companyId = '' } = useParams();
  const { data, isLoading, error } = useGetPublicCompanyQuery(companyId, { skip: !companyId });
  const status = error && 'status' in error ? error.status : undefined;
  let content;
  if (isLoading) content = <Spinner size="lg" />;
  else if (data) {
    content = (
      <>
        <Company company={data} />
        <CompanyReport company={data} />
      </>
    );
  }
  else if (!companyId || status === 404) {
    content = <EmptyState title={t('company.notFound')} action={<ButtonLink to={paths.vacancies}>{t('company.back')}</ButtonLink>} />;
  } else content = <Alert tone="danger">{t('company.error')}</Alert>;
  return (
    <div className={styles.page}>
      <PageHeader back={{ to: paths.vacancies, label: t('company.back') }} title={t('company.title')} />
      {content}
    </div>
  );
}
