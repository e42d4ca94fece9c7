import { useState, type FormEvent } from 'react';
import { VACANCY_SORT } from '@contracts/reference';
import { useGetReferenceDataQuery } from '@/entities/reference';
import { EMPTY_VACANCY_FILTERS, hasMatchFilters, type VacancyFilters } from '@/entities/vacancy';
import { vacanciesT as t, type VacanciesKey as MessageKey } from '@/shared/i18n';
import { SearchForm, Select, TextField } from '@/shared/ui';
import { moreFilters, type ChosenFilter } from './moreFilters';
import styles from './VacancySearchForm.module.css';

export interface VacancySearchFormProps {
  /** The filters in force (from the URL). */
  value: VacancyFilters;
  /** A new set of filters: the list shows its first page (see docs/reference.md#states). */
  onChange: (filters: VacancyFilters) => void;
  /** Results are loading (a new search or page): Search shows it is busy. */
  busy?: boolean;
}

/** The default order; choosing it clears sortBy. */
const DEFAULT_SORT = 'Most Recent';

/**
 * The vacancy search form (docs/reference.md#data filters): keywords, country (with the
 * divider after 'Yemen'), city, language, nationality, skill, workstation, hourly rate and sort order. A
 * chosen select applies at once; keywords and city apply with Search.
 */
export function VacancySearchForm({ value, onChange, busy = false }: VacancySearchFormProps) {
  const { data: reference } = useGetReferenceDataQuery();
  const [keywords, setKeywords] = useState(value.keywords);
  const [city, setCity] = useState(value.city);
  const narrowing = [value.country, value.city, value.language, value.nationality, value.skill, value.workstation, value.hourlyRate].filter(Boolean).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // After the event: the router starts a transition, which must not run inside a prevented submit.
    const next = { ...value, keywords: keywords.trim(), city: city.trim() };
    queueMicrotask(() => onChange(next));
  };

  const choose = (key: ChosenFilter, next: string) =>
    onChange({ ...value, keywords: keywords.trim(), city: city.trim(), [key]: next === DEFAULT_SORT && key === 'sortBy' ? '' : next });

  const sorts = VACANCY_SORT.map((option) => ({ value: option.value, label: t(`vacancies.sort.${option.value}` as MessageKey) }));
  const dirty = hasMatchFilters(value) || value.sortBy !== '' || keywords.trim() !== '' || city.trim() !== '';

  const text = {
    title: t('vacancies.search.title'),
    submit: t('vacancies.search.submit'),
    clear: t('vacancies.search.clear'),
    more: t('vacancies.search.more'),
    moreCount: (count: number) => t('vacancies.search.moreCount', { count }),
    fewer: t('vacancies.search.fewer'),
  };

  return (
    <SearchForm
      text={text}
      onSubmit={submit}
      busy={busy}
      // Small screens fold the narrowing filters away until asked for.
      narrowing={narrowing}
      className={styles.form}
      gridClassName={styles.grid}
      onClear={
        dirty
          ? () => {
              setKeywords('');
              setCity('');
              onChange(EMPTY_VACANCY_FILTERS);
            }
          : undefined
      }
      fields={
        <>
          <TextField
            label={t('vacancies.search.keywords')}
            type="search"
            placeholder={t('vacancies.search.keywordsPlaceholder')}
            value={keywords}
            maxLength={100}
            onChange={(event) => setKeywords(event.target.value)}
            className={styles.keywords}
          />
          <Select
            label={t('vacancies.search.sortBy')}
            options={sorts}
            value={value.sortBy || DEFAULT_SORT}
            onChange={(event) => choose('sortBy', event.target.value)}
            className={styles.sort}
          />
        </>
      }
      more={moreFilters(value, choose, [city, setCity], reference)}
    />
  );
}
