import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { VerifiedCompanyView } from '@contracts/operator';
import { useGetVerifiedCompaniesQuery } from '@/entities/operator';
import { adminT as t } from '@/shared/i18n';
import { Button, EmptyState, Spinner, TextField } from '@/shared/ui';
import { CompaniesTable } from './CompaniesTable';
import { RevokeBadgeDialog } from './RevokeBadgeDialog';
import styles from './Companies.module.css';

/** /admin/companies: verified companies, searched by name or domain (?q=&page= in the URL); each badge can be removed with a note. */
export function CompaniesSection() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(0, (Number(params.get('page')) || 1) - 1);
  const [typed, setTyped] = useState(q);
  const [revoking, setRevoking] = useState<VerifiedCompanyView | null>(null);
  const { data, isFetching, isError } = useGetVerifiedCompaniesQuery({ page, q }, { refetchOnMountOrArgChange: true });
  const show = (query: string, to: number) => setParams(new URLSearchParams({ ...(query ? { q: query } : {}), ...(to > 0 ? { page: String(to + 1) } : {}) }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = typed.trim();
    // After the event: the router starts a transition, which must not run inside a prevented submit.
    queueMicrotask(() => show(query, 0));
  };

  return (
    <section className={styles.section} aria-labelledby="companies-heading">
      <div>
        <h2 id="companies-heading">{t('admin.companies.heading')}</h2>
        <p className={styles.muted}>{t('admin.companies.intro')}</p>
      </div>
      <form className={styles.search} role="search" onSubmit={search}>
        <TextField label={t('admin.companies.search')} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('admin.companies.searchButton')}</Button>
      </form>
      {isFetching && !data && <Spinner />}
      {isError && !isFetching && <EmptyState title={t('admin.companies.loadFailed')} />}
      {data && data.data.length === 0 && <p className={styles.muted}>{q ? t('admin.companies.noMatch', { q }) : t('admin.companies.empty')}</p>}
      {data && data.data.length > 0 && <CompaniesTable companies={data.data} busy={isFetching} onRevoke={setRevoking} />}
      {data && (page > 0 || data.hasMore) && (
        <div className={styles.pages}>
          <Button type="button" variant="outline" size="sm" disabled={page === 0 || isFetching} onClick={() => show(q, page - 1)}>
            {t('admin.companies.newer')}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={!data.hasMore || isFetching} onClick={() => show(q, page + 1)}>
            {t('admin.companies.older')}
          </Button>
        </div>
      )}
      <RevokeBadgeDialog company={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
