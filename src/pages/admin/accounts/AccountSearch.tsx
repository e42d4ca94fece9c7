import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_QUERY_MAX, type AccountSummary } from '@contracts/operator-accounts';
import { formatDate } from '@contracts/format';
import { useSearchAccountsQuery } from '@/entities/operator';
import { adminT as t } from '@/shared/i18n';
import { useViewerZone } from '@/shared/lib/time-zone';
import { Alert, Badge, Button, EmptyState, Pager, Spinner, TextField } from '@/shared/ui';
import { roleLabel, statusLabel, STATUS_TONE } from './labels';
import styles from './Accounts.module.css';

function AccountRow({ account, zone }: { account: AccountSummary; zone: string }) {
  return (
    <li className={styles.row}>
      <span className={styles.name}>
        <span className={styles.cellLabel}>{t('admin.accounts.col.name')}</span>
        <Link to={account.id}>
          <bdi>{`${account.firstName} ${account.lastName}`}</bdi>
        </Link>
      </span>
      <span className={styles.email}>
        <span className={styles.cellLabel}>{t('admin.accounts.col.email')}</span>
        <bdi dir="ltr">{account.email}</bdi>
      </span>
      <span>
        <span className={styles.cellLabel}>{t('admin.accounts.col.role')}</span>
        {roleLabel(account.role)}
      </span>
      <span>
        <span className={styles.cellLabel}>{t('admin.accounts.col.status')}</span>
        <Badge tone={STATUS_TONE[account.status]}>{statusLabel(account.status)}</Badge>
      </span>
      <span>
        <span className={styles.cellLabel}>{t('admin.accounts.col.created')}</span>
        <time dateTime={account.createdAt}>{formatDate(account.createdAt, { timeZone: zone })}</time>
      </span>
    </li>
  );
}

/** The search of accounts (?q=&page= in the address, so Back returns to the same results) and its rows, newest first. */
export function AccountSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const [text, setText] = useState(q);
  // Back and Forward change the search in the address: the field follows.
  useEffect(() => setText(q), [q]);
  const zone = useViewerZone();
  const { data, isFetching, isError } = useSearchAccountsQuery({ q, page });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), ...(next > 0 ? { page: String(next) } : {}) });

  return (
    <section className={styles.section} aria-labelledby="accounts-results">
      <form role="search" className={styles.search} onSubmit={submit}>
        <TextField type="search" label={t('admin.accounts.search.label')} hint={t('admin.accounts.search.hint')} value={text} maxLength={ACCOUNT_QUERY_MAX} onChange={(event) => setText(event.target.value)} className={styles.searchField} />
        <Button type="submit">{t('admin.accounts.search.submit')}</Button>
      </form>
      <h2 id="accounts-results" className={styles.heading}>
        {t('admin.accounts.results')}
      </h2>
      {isError && <Alert tone="danger">{t('admin.accounts.loadError')}</Alert>}
      {!data && isFetching && <Spinner />}
      {data && data.data.length === 0 && <EmptyState title={t('admin.accounts.none')} />}
      {data && data.data.length > 0 && (
        <div className={styles.headRow} aria-hidden="true">
          {(['name', 'email', 'role', 'status', 'created'] as const).map((column) => (
            <span key={column}>{t(`admin.accounts.col.${column}`)}</span>
          ))}
        </div>
      )}
      {data && data.data.length > 0 && (
        <ul className={styles.rows} aria-busy={isFetching}>
          {data.data.map((account) => (
            <AccountRow key={account.id} account={account} zone={zone} />
          ))}
        </ul>
      )}
      {data && (
        <Pager
          variant="arrows"
          page={page}
          hasNext={data.hasMore}
          onChange={goTo}
          text={{ label: t('admin.accounts.pager.label'), previousLabel: t('admin.accounts.pager.previous'), nextLabel: t('admin.accounts.pager.next'), current: (n) => t('admin.accounts.pager.current', { n }) }}
        />
      )}
    </section>
  );
}
