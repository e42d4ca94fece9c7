import { useId, useState, type FormEvent } from 'react';
import { FREELANCER_LIMITS, type SkillsMatch } from '@contracts/freelancer';
import { EMPTY_FILTERS, hasSearchInputs, type FreelancerFilters } from '@/entities/freelancer';
import { useGetReferenceDataQuery } from '@/entities/reference';
import { isolate, freelancersT as t } from '@/shared/i18n';
import { Alert, SearchForm, Select, TagPicker, TextField, type TagPickerText } from '@/shared/ui';
import { sortOptions } from '../model/options';
import { moreFilters } from './moreFilters';
import { SearchSummary } from './SearchSummary';
import styles from './FreelancerSearchForm.module.css';

export interface FreelancerSearchFormProps {
  /** The filters in force (from the URL); the form edits a copy of them. */
  value: FreelancerFilters;
  /** Apply filters: the list shows their first page (see docs/reference.md#states). */
  onSearch: (filters: FreelancerFilters) => void;
  /** Back to the plain list. */
  onClear: () => void;
  /** Results are loading (a new search or page): Search shows it is busy. */
  busy?: boolean;
}

/** The catalog's texts of the skills picker. */
export const skillPickerText = (): TagPickerText => ({
  filter: t('freelancers.skills.filter'),
  placeholder: t('freelancers.skills.placeholder'),
  browse: t('freelancers.skills.browse'),
  hide: t('freelancers.skills.hide'),
  letters: t('freelancers.skills.letters'),
  allLetters: t('freelancers.skills.allLetters'),
  options: t('freelancers.skills.options'),
  selected: t('freelancers.skills.selected'),
  remove: (skill) => t('freelancers.skills.remove', { skill }),
  count: (count, max) => t('freelancers.skills.count', { count, max }),
  noMatch: (query) => t('freelancers.skills.noMatch', { query: isolate(query) }),
  limit: t('freelancers.skills.limit'),
});

/** The filters folded behind "More filters" on phones. */
const MORE_FILTERS = ['country', 'city', 'language', 'nationality', 'hourlyRate', 'availability', 'workStation', 'yearsMin'] as const;

type SetFilter = <K extends keyof FreelancerFilters>(key: K, next: FreelancerFilters[K]) => void;

/** The skills picker, and once two are chosen whether any or all of them must match. */
function SkillsFilter({ draft, set }: { draft: FreelancerFilters; set: SetFilter }) {
  const { data: reference } = useGetReferenceDataQuery();
  const matchName = useId();
  return (
    <div className={styles.skills}>
      <TagPicker
        label={t('freelancers.search.skills')}
        options={reference?.keySkills ?? []}
        value={draft.skills}
        onChange={(skills) => set('skills', skills)}
        max={FREELANCER_LIMITS.skills}
        text={skillPickerText()}
      />
      {draft.skills.length > 1 && (
        <fieldset className={styles.match}>
          <legend className={styles.matchLegend}>{t('freelancers.search.skillsMatch')}</legend>
          {(['any', 'all'] as const satisfies readonly SkillsMatch[]).map((match) => (
            <label key={match} className={styles.matchOption}>
              <input type="radio" name={matchName} value={match} checked={draft.skillsMatch === match} onChange={() => set('skillsMatch', match)} />
              {match === 'any' ? t('freelancers.search.skillsAny') : t('freelancers.search.skillsAll')}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/**
 * The freelancer search form of docs/reference.md#screens: skills (at most 10, any or all of
 * them), freelancer name, country, city, language, nationality and sort; and ours: keywords
 * (headline, summary, skills), hourly rate, availability, work station and least years.
 * Search with every input empty shows 'Please enter your search inputs.'; a
 * new sort order applies at once. On phones country, city, language,
 * nationality, rate, availability, work station and years fold behind "More filters", and once a search ran the whole
 * form folds to a one-line summary with "Edit search", so the results come
 * first; from 768 px everything is in view.
 */
export function FreelancerSearchForm({ value, onSearch, onClear, busy = false }: FreelancerSearchFormProps) {
  const { data: reference } = useGetReferenceDataQuery();
  const [draft, setDraft] = useState<FreelancerFilters>(value);
  const [warning, setWarning] = useState(false);
  const searched = hasSearchInputs(value) || value.sort !== '';
  const [editing, setEditing] = useState(false);
  const formId = useId();

  const set: SetFilter = (key, next) => {
    setWarning(false);
    setDraft((current) => ({ ...current, [key]: next }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasSearchInputs(draft)) {
      setWarning(true);
      return;
    }
    setWarning(false);
    // After the event: the router starts a transition, which must not run inside a prevented submit.
    const filters = draft;
    queueMicrotask(() => onSearch(filters));
  };

  const dirty = hasSearchInputs(value) || value.sort !== '' || hasSearchInputs(draft);
  const text = {
    title: t('freelancers.search.title'),
    submit: t('freelancers.search.submit'),
    clear: t('freelancers.search.clear'),
    more: t('freelancers.search.more'),
    moreCount: (count: number) => t('freelancers.search.moreCount', { count }),
    fewer: t('freelancers.search.fewer'),
  };

  return (
    <div className={styles.wrap}>
      {searched && <SearchSummary value={value} editing={editing} onEdit={() => setEditing(!editing)} formId={formId} />}
      <SearchForm
        id={formId}
        text={text}
        onSubmit={submit}
        busy={busy}
        folded={searched && !editing}
        lead={<SkillsFilter draft={draft} set={set} />}
        narrowing={MORE_FILTERS.filter((key) => value[key]).length}
        notice={warning && <Alert tone="warning">{t('freelancers.search.warning')}</Alert>}
        onClear={
          dirty
            ? () => {
                setDraft(EMPTY_FILTERS);
                setWarning(false);
                onClear();
              }
            : undefined
        }
        fields={
          <>
            <TextField
              label={t('freelancers.search.keywords')}
              type="search"
              placeholder={t('freelancers.search.keywordsPlaceholder')}
              value={draft.q}
              maxLength={100}
              onChange={(event) => set('q', event.target.value)}
              className={styles.keywords}
            />
            <TextField
              label={t('freelancers.search.name')}
              placeholder={t('freelancers.search.namePlaceholder')}
              value={draft.title}
              maxLength={FREELANCER_LIMITS.text * 2}
              onChange={(event) => set('title', event.target.value)}
            />
            <Select
              label={t('freelancers.search.sort')}
              placeholder={t('freelancers.search.defaultSort')}
              options={sortOptions()}
              value={draft.sort}
              onChange={(event) => {
                const next = { ...draft, sort: event.target.value };
                setDraft(next);
                setWarning(false);
                onSearch(next);
              }}
              className={styles.sort}
            />
          </>
        }
        more={moreFilters(draft, set, reference)}
      />
    </div>
  );
}
