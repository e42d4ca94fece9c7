import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, SAVED_SEARCH_NAME_MAX, alertMsg, type AlertFrequency } from '@contracts/alerts';
import { savedSearchHref, useUpdateSavedSearchMutation, type SavedSearch } from '@/entities/saved-search';
import { localizeRule, noticesT as t } from '@/shared/i18n';
import { errorMessage } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { Badge, Button, ButtonLink, Select, TextField } from '@/shared/ui';
import styles from './SavedSearches.module.css';

const FREQUENCIES = () => ALERT_FREQUENCIES.map((value) => ({ value, label: t(`notices.searches.every.${value}`) }));

/** Saves a change to one saved search (only what changes), saying how it went. */
function useSave(search: SavedSearch) {
  const [update, { isLoading }] = useUpdateSavedSearchMutation();
  const save = async (change: Partial<Pick<SavedSearch, 'name' | 'frequency'>>): Promise<boolean> => {
    try {
      await update({ id: search.id, ...change }).unwrap();
      notify(t('notices.searches.saved'), 'success');
      return true;
    } catch (error) {
      notify(errorMessage(error as Parameters<typeof errorMessage>[0]) ?? t('notices.searches.failed'), 'error');
      return false;
    }
  };
  return { save, saving: isLoading };
}

/** The name in a text field, saved with Enter or "Save"; Escape or "Cancel" leaves it as it was. */
function RenameForm({ search, onDone }: { search: SavedSearch; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const { save, saving } = useSave(search);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(localizeRule(alertMsg.searchNameRequired));
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setError(localizeRule(alertMsg.searchNameTooLong));
    if (trimmed === search.name || (await save({ name: trimmed }))) onDone();
  };
  return (
    <form className={styles.rename} onSubmit={(event) => void submit(event)} onKeyDown={(event) => event.key === 'Escape' && onDone()} noValidate>
      <TextField ref={input} label={t('notices.searches.name')} value={name} onChange={(event) => setName(event.target.value)} error={error ?? undefined} maxLength={SAVED_SEARCH_NAME_MAX} required />
      <div className={styles.buttons}>
        <Button type="submit" size="sm" loading={saving}>
          {t('notices.searches.saveName')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          {t('notices.searches.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One saved search: its name, kind and frequency; open, rename, change how often, delete (asked by the list). */
export function SavedSearchRow({ search, onDelete }: { search: SavedSearch; onDelete: (search: SavedSearch) => void }) {
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const { save, saving } = useSave(search);
  const stopRenaming = () => {
    refocus.current = true;
    setRenaming(false);
  };
  // Back from the name's field: the focus returns to "Rename".
  useEffect(() => {
    if (renaming || !refocus.current) return;
    refocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  return (
    <li className={styles.row}>
      {renaming ? (
        <RenameForm search={search} onDone={stopRenaming} />
      ) : (
        <h3 className={styles.name}>
          <bdi>{search.name}</bdi>
        </h3>
      )}
      <p className={styles.meta}>
        <Badge>{t(`notices.searches.kind.${search.kind}`)}</Badge>
        {!search.valid && <Badge tone="warning">{t('notices.searches.invalid')}</Badge>}
      </p>
      {!search.valid && <p className={styles.hint}>{t('notices.searches.invalidHint')}</p>}
      <div className={styles.controls}>
        {/* One whose filters no longer parse sends nothing: no frequency to choose. */}
        {search.valid && (
          <Select
            className={styles.frequency}
            label={t('notices.searches.frequency')}
            aria-label={t('notices.searches.frequencyLabel', { name: search.name })}
            options={FREQUENCIES()}
            value={search.frequency}
            disabled={saving}
            onChange={(event) => void save({ frequency: event.target.value as AlertFrequency })}
          />
        )}
        <div className={styles.buttons}>
          <ButtonLink to={savedSearchHref(search)} variant="outline" size="sm" aria-label={t('notices.searches.openLabel', { name: search.name })}>
            {t('notices.searches.open')}
          </ButtonLink>
          {!renaming && (
            <Button ref={renameButton} variant="outline" size="sm" aria-label={t('notices.searches.renameLabel', { name: search.name })} onClick={() => setRenaming(true)}>
              {t('notices.searches.rename')}
            </Button>
          )}
          <Button variant="outline" size="sm" className={styles.delete} aria-label={t('notices.searches.deleteLabel', { name: search.name })} onClick={() => onDelete(search)}>
            {t('notices.searches.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
