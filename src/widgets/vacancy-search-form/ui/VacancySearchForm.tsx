import { useId, useState, type FormEvent } from 'react';
import { VACANCY_SORT, type Option } from '@contracts/reference';
import { ANY } from '@contracts/vacancy';
import { EMPTY_VACANCY_FILTERS, hasMatchFilters, type VacancyFilters } from '@/entities/vacancy';
import { countryOptions, useGetReferenceDataQuery } from '@/entities/reference';
import { languageName, localizeRule, vacanciesT as t, type VacanciesKey as MessageKey } from '@/shared/i18n';
import { Button, DisclosureButton, Select, TextField, cx } from '@/shared/ui';
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
  // Small screens fold country, city, language and nationality away until asked for.
  const [more, setMore] = useState(narrowing > 0);
  const titleId = useId();
  const moreId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // After the event: the router starts a transition, which must not run inside a prevented submit.
    const next = { ...value, keywords: keywords.trim(), city: city.trim() };
    queueMicrotask(() => onChange(next));
  };

  const choose = (key: 'country' | 'language' | 'nationality' | 'skill' | 'workstation' | 'hourlyRate' | 'sortBy', next: string) =>
    onChange({ ...value, keywords: keywords.trim(), city: city.trim(), [key]: next === DEFAULT_SORT && key === 'sortBy' ? '' : next });

  const countries = countryOptions(reference?.country);
  const languages = (reference?.language ?? []).map((language) => ({ value: language, label: languageName(language) }));
  // Reference values, sent as stored: the skills by their shipped names in the page's language, the lists with their labels (Any is the placeholder).
  const skills = (reference?.keySkills ?? []).map((skill) => ({ value: skill, label: localizeRule(skill) }));
  const choices = (options: readonly Option[] | undefined) => (options ?? []).filter((option) => option.value !== ANY).map(({ value, label }) => ({ value, label }));
  const sorts = VACANCY_SORT.map((option) => ({ value: option.value, label: t(`vacancies.sort.${option.value}` as MessageKey) }));
  const dirty = hasMatchFilters(value) || value.sortBy !== '' || keywords.trim() !== '' || city.trim() !== '';

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={titleId} role="search" noValidate>
      <h2 id={titleId} className={styles.title}>
        {t('vacancies.search.title')}
      </h2>
      <div className={styles.grid}>
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
        <DisclosureButton className={styles.moreToggle} expanded={more} controls={moreId} onClick={() => setMore(!more)}>
          {more ? t('vacancies.search.fewer') : narrowing ? t('vacancies.search.moreCount', { count: narrowing }) : t('vacancies.search.more')}
        </DisclosureButton>
        <div id={moreId} className={cx(styles.more, more && styles.moreOpen)}>
          <Select
            label={t('vacancies.search.country')}
            placeholder={t('vacancies.search.anyCountry')}
            options={countries}
            value={value.country}
            onChange={(event) => choose('country', event.target.value)}
          />
          <TextField
            label={t('vacancies.search.city')}
            value={city}
            maxLength={60}
            onChange={(event) => setCity(event.target.value)}
          />
          <Select
            label={t('vacancies.search.language')}
            placeholder={t('vacancies.search.anyLanguage')}
            options={languages}
            value={value.language}
            onChange={(event) => choose('language', event.target.value)}
          />
          <Select
            label={t('vacancies.search.nationality')}
            placeholder={t('vacancies.search.anyNationality')}
            options={countries}
            value={value.nationality}
            onChange={(event) => choose('nationality', event.target.value)}
          />
          <Select
            label={t('vacancies.search.skill')}
            placeholder={t('vacancies.search.anySkill')}
            options={skills}
            value={value.skill}
            onChange={(event) => choose('skill', event.target.value)}
          />
          <Select
            label={t('vacancies.search.workstation')}
            placeholder={t('vacancies.search.anyWorkstation')}
            options={choices(reference?.workStation)}
            value={value.workstation}
            onChange={(event) => choose('workstation', event.target.value)}
          />
          <Select
            label={t('vacancies.search.hourlyRate')}
            placeholder={t('vacancies.search.anyHourlyRate')}
            options={choices(reference?.hourlyRate)}
            value={value.hourlyRate}
            onChange={(event) => choose('hourlyRate', event.target.value)}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('vacancies.search.submit')}
        </Button>
        {dirty && (
          <Button
            variant="secondary"
            onClick={() => {
              setKeywords('');
              setCity('');
              onChange(EMPTY_VACANCY_FILTERS);
            }}
          >
            {t('vacancies.search.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
