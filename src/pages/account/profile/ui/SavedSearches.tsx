import { useState } from 'react';
import { SAVED_SEARCHES_MAX } from '@contracts/alerts';
import { useDeleteSavedSearchMutation, useGetSavedSearchesQuery, type SavedSearch } from '@/entities/saved-search';
import { noticesT as t } from '@/shared/i18n';
import { notify } from '@/shared/lib/notify';
import { ConfirmDialog, EmptyState, FormCard, Spinner } from '@/shared/ui';
import { SavedSearchRow } from './SavedSearchRow';
import styles from './SavedSearches.module.css';

/**
 * My Account's saved searches (saved from /vacancies and /freelancers): each opens its search, is renamed in place,
 * changes how often it e-mails, or is deleted once confirmed. One whose filters no longer parse is shown as such.
 */
export function SavedSearches() {
  const { data, isLoading, isError } = useGetSavedSearchesQuery();
  const [remove, { isLoading: removing }] = useDeleteSavedSearchMutation();
  const [asking, setAsking] = useState<SavedSearch | null>(null);

  const confirmDelete = async () => {
    if (!asking) return;
    try {
      await remove(asking.id).unwrap();
      notify(t('notices.searches.deleted'), 'success');
    } catch {
      notify(t('notices.searches.failed'), 'error');
    }
    setAsking(null);
  };

  return (
    <FormCard level={2} width="wide" title={t('notices.searches.heading')} intro={t('notices.searches.intro', { max: SAVED_SEARCHES_MAX })}>
      {isLoading && <Spinner />}
      {isError && <EmptyState title={t('notices.searches.loadFailed')} />}
      {data && data.length === 0 && <EmptyState title={t('notices.searches.empty')} description={t('notices.searches.emptyHint')} />}
      {data && data.length > 0 && (
        <ul className={styles.list}>
          {data.map((search) => (
            <SavedSearchRow key={search.id} search={search} onDelete={setAsking} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('notices.searches.confirmDelete', { name: asking?.name ?? '' })}
        hint={t('notices.searches.confirmHint')}
        confirmLabel={t('notices.searches.delete')}
        danger
        loading={removing}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirmDelete()}
      />
    </FormCard>
  );
}
