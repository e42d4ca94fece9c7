import { useId, useState, type FormEvent } from 'react';
import { formatList } from '@contracts/format';
import { FREELANCER_LIMITS, type SkillsMatch } from '@contracts/freelancer';
import { FREELANCER_SORT, type Option } from '@contracts/reference';
import { EMPTY_FILTERS, hasSearchInputs, type FreelancerFilters } from '@/entities/freelancer';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { countryName, isolate, languageName, localizeRule, freelancersT as t, type FreelancersKey as MessageKey } from '@/shared/i18n';
import { Alert, Button, DisclosureButton, Select, TagPicker, TextField, cx, type SelectChoice, type SelectOption, type TagPickerText } from '@/shared/ui';
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

/** The least years of experience offered. */
const YEARS = [1, 3, 5, 10, 15, 20];

/** Reference options as stored; labels are the reference data's, in the page's language (Any is the placeholder). */
const choices = (options: readonly Option[] | undefined) => (options ?? []).map(({ value, label }) => ({ value, label }));

const labelOf = (options: SelectOption[], value: string) => options.find((o): o is SelectChoice => 'value' in o && o.value === value)?.label ?? value;

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
  const narrowing = MORE_FILTERS.filter((key) => value[key]).length;
  const [more, setMore] = useState(narrowing > 0);
  const searched = hasSearchInputs(value) || value.sort !== '';
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const formId = useId();
  const moreId = useId();
  const matchName = useId();

  const set = <K extends keyof FreelancerFilters>(key: K, next: FreelancerFilters[K]) => {
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

  const countries = countryOptions(reference?.country);
  const languages = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  const years = YEARS.map((count) => ({ value: String(count), label: t('freelancers.search.yearsOption', { count }) }));
  const sorts = FREELANCER_SORT.map((option) => ({ value: option.value, label: t(`freelancers.sort.${option.value}` as MessageKey) }));
  const dirty = hasSearchInputs(value) || value.sort !== '' || hasSearchInputs(draft);

  // "Sales, Kaizen or SAP" (any of them), "all of Sales, Kaizen and SAP", in the page's language.
  const allOf = value.skillsMatch === 'all';
  const skillsText = formatList(value.skills.map(localizeRule), allOf ? 'conjunction' : 'disjunction');
  const summary = [
    value.skills.length > 1 && allOf ? t('freelancers.search.summaryAll', { skills: skillsText }) : skillsText,
    value.title.trim() && t('freelancers.search.summaryQuoted', { value: isolate(value.title.trim()) }),
    value.country && countryName(value.country),
    value.city,
    value.language && languageName(value.language),
    value.nationality && countryName(value.nationality),
    value.q.trim() && t('freelancers.search.summaryQuoted', { value: isolate(value.q.trim()) }),
    value.hourlyRate && localizeRule(value.hourlyRate),
    value.availability && localizeRule(value.availability),
    value.workStation && localizeRule(value.workStation),
    value.yearsMin && labelOf(years, value.yearsMin),
    value.sort && labelOf(sorts, value.sort),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={styles.wrap}>
      {searched && (
        <div className={styles.summary}>
          <p className={styles.summaryText}>
            <span className={styles.summaryLabel}>{t('freelancers.search.summaryLabel')}</span> {summary}
          </p>
          <DisclosureButton expanded={editing} controls={formId} onClick={() => setEditing(!editing)}>
            {t('freelancers.search.edit')}
          </DisclosureButton>
        </div>
      )}
      <form id={formId} className={cx(styles.form, searched && !editing && styles.folded)} onSubmit={submit} aria-labelledby={titleId} role="search" noValidate>
        <h2 id={titleId} className={styles.title}>
          {t('freelancers.search.title')}
        </h2>
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
        <div className={styles.grid}>
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
            options={sorts}
            value={draft.sort}
            onChange={(event) => {
              const next = { ...draft, sort: event.target.value };
              setDraft(next);
              setWarning(false);
              onSearch(next);
            }}
            className={styles.sort}
          />
          <DisclosureButton className={styles.moreToggle} expanded={more} controls={moreId} onClick={() => setMore(!more)}>
            {more ? t('freelancers.search.fewer') : narrowing ? t('freelancers.search.moreCount', { count: narrowing }) : t('freelancers.search.more')}
          </DisclosureButton>
          <div id={moreId} className={cx(styles.more, more && styles.moreOpen)}>
            <Select
              label={t('freelancers.search.country')}
              placeholder={t('freelancers.search.anyCountry')}
              options={countries}
              value={draft.country}
              onChange={(event) => set('country', event.target.value)}
            />
            <TextField label={t('freelancers.search.city')} value={draft.city} maxLength={FREELANCER_LIMITS.text} onChange={(event) => set('city', event.target.value)} />
            <Select
              label={t('freelancers.search.language')}
              placeholder={t('freelancers.search.anyLanguage')}
              options={languages}
              value={draft.language}
              onChange={(event) => set('language', event.target.value)}
            />
            <Select
              label={t('freelancers.search.nationality')}
              placeholder={t('freelancers.search.anyNationality')}
              options={countries}
              value={draft.nationality}
              onChange={(event) => set('nationality', event.target.value)}
            />
            <Select
              label={t('freelancers.search.hourlyRate')}
              placeholder={t('freelancers.search.anyHourlyRate')}
              options={choices(reference?.hourlyRate)}
              value={draft.hourlyRate}
              onChange={(event) => set('hourlyRate', event.target.value)}
            />
            <Select
              label={t('freelancers.search.availability')}
              placeholder={t('freelancers.search.anyAvailability')}
              options={choices(reference?.availability)}
              value={draft.availability}
              onChange={(event) => set('availability', event.target.value)}
            />
            <Select
              label={t('freelancers.search.workStation')}
              placeholder={t('freelancers.search.anyWorkStation')}
              options={choices(reference?.workStation)}
              value={draft.workStation}
              onChange={(event) => set('workStation', event.target.value)}
            />
            <Select
              label={t('freelancers.search.years')}
              placeholder={t('freelancers.search.anyYears')}
              options={years}
              value={draft.yearsMin}
              onChange={(event) => set('yearsMin', event.target.value)}
            />
          </div>
        </div>
        {warning && <Alert tone="warning">{t('freelancers.search.warning')}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('freelancers.search.submit')}
          </Button>
          {dirty && (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(EMPTY_FILTERS);
                setWarning(false);
                onClear();
              }}
            >
              {t('freelancers.search.clear')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
